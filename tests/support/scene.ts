// The smallest scene the export route takes (POST /api/v1/exports/scene): one triangle, for the
// suites that check limits and input handling around that route rather than the export itself.
export const triangleScene = {
  meshes: [
    {
      name: 'box',
      vertices: [
        [0, 0, 0],
        [1, 0, 0],
        [0, 1, 0],
      ],
      faces: [[0, 1, 2]],
    },
  ],
};
