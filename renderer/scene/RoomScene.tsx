import { OrbitControls } from '@react-three/drei';
import { Canvas, useThree, type ThreeEvent } from '@react-three/fiber';
import {
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type ComponentRef,
  type ReactNode,
} from 'react';
import {
  BasicShadowMap,
  Color,
  Matrix4,
  NeutralToneMapping,
  Quaternion,
  type InstancedMesh,
  PCFShadowMap,
  Plane,
  Raycaster,
  Vector2,
  Vector3,
  type PerspectiveCamera,
} from 'three';
import type { Room } from '../../core/room/walls';
import { Furniture } from './Furniture';
import { MergedMesh } from './MergedMesh';
import { unitBox } from './media/materials';
import type { Finish } from './parts';
import { buildBatches } from './model/batches';
import { gestureItems } from './model/gestureDetail';
import { toPlan, type SceneItem } from './model/sceneItem';
import { Walls } from './Walls';
import { cameraFor, sceneBounds, type Bounds, type CameraPreset } from './cameraPresets';
import { SelectionBox } from './SelectionBox';
import { setLiveView } from './media/liveView';
import { measureAtOnce } from './measureAtOnce';
import { AdaptiveResolution, createMotionSignal } from './quality/AdaptiveResolution';
import { liveMaterial } from './quality/liveMaterials';
import { createMotionDetail, type MotionDetail } from './quality/motionDetail';
import type { LiveProfile } from './quality/renderProfile';

type OrbitControlsImpl = ComponentRef<typeof OrbitControls>;

const grabPoint = new Vector3();
const dragRay = new Raycaster();
const pointerNdc = new Vector2();
/** How far (CSS px) a press must travel before it drags an item: less is a click or a tap. */
const MOUSE_DRAG_SLOP_PX = 3;
const TOUCH_DRAG_SLOP_PX = 8;

export interface RoomSceneProps {
  room: Room | null;
  items: readonly SceneItem[];
  selectedId: string | null;
  /** An item whose dragged pose is refused (collision): tinted red while it is. */
  refusedId?: string | null;
  onSelect(id: string | null): void;
  /** While an item is dragged on the floor: its id and where the pointer is, in plan millimetres. */
  onDrag?(id: string, at: { x: number; y: number }): void;
  onDragEnd?(id: string): void;
  view: CameraPreset;
  /** How this device draws the live view (quality/renderProfile.ts); fixed while mounted. */
  profile: LiveProfile;
  /** The canvas id (spec 9: touch drag emulation targets `rcanvas`). */
  canvasId?: string;
  /** More 3D content over the room (the dimension overlay). */
  children?: ReactNode;
}

/**
 * The live view's light: a sky-and-floor hemisphere for the soft fill, a key light from above that
 * casts the shadows and a weak fill from the other side so no face goes flat. Image-based light
 * (a PMREM of three's room environment) looked alike but its cube-UV lookups cost well over half of
 * every frame's shading on a software GPU (SwiftShader: 2.4 s of CPU per frame at 500 articles with
 * it, 1.0 s without), and its generation delayed the first frame. The off-screen pictures keep it.
 */
function Lights({
  centre,
  radius,
  shadowMapSize,
}: {
  centre: readonly [number, number, number];
  radius: number;
  shadowMapSize: number;
}) {
  return (
    <>
      <hemisphereLight args={['#ffffff', '#b8b0a4', 2.2]} />
      <directionalLight
        position={[centre[0] + 3, 6, centre[2] + 4]}
        intensity={1.6}
        castShadow
        shadow-mapSize={[shadowMapSize, shadowMapSize]}
        shadow-camera-left={-radius}
        shadow-camera-right={radius}
        shadow-camera-top={radius}
        shadow-camera-bottom={-radius}
        shadow-bias={-0.0004}
      />
      <directionalLight position={[centre[0] - 4, 3, centre[2] - 3]} intensity={0.5} />
    </>
  );
}

/**
 * Puts the camera where a view preset says, when the user picks a preset and when the walls' extent
 * changes; never because the document changed otherwise. Selecting a unit gives new scene items and
 * so a new bounds object with the same values: re-framing on that threw away the user's pinch or
 * orbit at every tap, and the click that ends a tap then missed the unit it had just selected (the
 * camera had jumped), which cleared the selection again (issue 11). A room without walls is framed
 * on its units as they stood when it opened: moving one does not move the camera.
 */
function CameraRig({ view, bounds }: { view: CameraPreset; bounds: Bounds }) {
  const { camera, controls, invalidate } = useThree();
  const latestBounds = useRef(bounds);
  useLayoutEffect(() => {
    latestBounds.current = bounds;
  }, [bounds]);
  const framing = bounds.room?.walls.length ? `${bounds.centre.join()} ${bounds.radius}` : 'units';
  useEffect(() => {
    const { position, target } = cameraFor(view, latestBounds.current);
    camera.position.set(...position);
    const orbit = controls as unknown as OrbitControlsImpl | null;
    if (orbit) {
      orbit.target.set(...target);
      orbit.update();
    } else {
      camera.lookAt(...target);
    }
    invalidate();
  }, [view, framing, camera, controls, invalidate]);
  return null;
}

/**
 * The sun does not move with the camera, so its shadow map only changes with the room's content:
 * drawn once per change instead of once per frame, which halves an orbiting frame's draw calls; and
 * during a gesture (a drag changes the content every frame) once at its end (quality/motionDetail.ts).
 */
function ShadowsOnChange({ version, detail }: { version: unknown; detail: MotionDetail }) {
  const get = useThree((state) => state.get);
  useEffect(() => {
    const { gl, invalidate } = get();
    detail.contentChanged(gl.shadowMap);
    invalidate();
  }, [get, version, detail]);
  return null;
}

/**
 * Compiles the hidden simplified furniture's shader programs once the room is drawn, at an idle
 * moment: otherwise the first frame of the first gesture would compile them (a software rasteriser
 * compiles a program in tens of milliseconds, on top of that frame).
 */
function CompileAhead({ detail, version }: { detail: MotionDetail; version: unknown }) {
  const get = useThree((state) => state.get);
  useEffect(() => {
    const compile = () => {
      const { gl, scene, camera } = get();
      if (detail.simple) gl.compile(detail.simple, camera, scene);
    };
    if (typeof requestIdleCallback === 'function') {
      const id = requestIdleCallback(compile, { timeout: 2000 });
      return () => cancelIdleCallback(id);
    }
    const id = setTimeout(compile, 500);
    return () => clearTimeout(id);
  }, [get, detail, version]);
  return null;
}

/** Lets takePicture copy the user's viewpoint (media/liveView.ts); it only reads the camera. */
function LiveViewPublisher() {
  const camera = useThree((state) => state.camera);
  const controls = useThree((state) => state.controls);
  useEffect(() => {
    const orbit = controls as unknown as OrbitControlsImpl | null;
    const ahead = new Vector3();
    setLiveView({
      camera: camera as PerspectiveCamera,
      target: () =>
        (orbit
          ? orbit.target.toArray()
          : camera.getWorldDirection(ahead).multiplyScalar(5).add(camera.position).toArray()) as [
          number,
          number,
          number,
        ],
    });
    return () => setLiveView(null);
  }, [camera, controls]);
  return null;
}

const FLOOR_FINISH: Finish = { color: '#d9cfc1', roughness: 0.85, metalness: 0, opacity: 1 };

/**
 * The floor, wider than the room by 10 m each way so it meets the horizon. An instanced mesh of one
 * in the furniture's material kind, receiving the key light's shadow whatever the profile says of
 * furniture, drawn after them (renderOrder) so the depth test skips shading the floor behind them.
 */
function Floor({
  centre,
  size,
  profile,
}: {
  centre: readonly [number, number, number];
  size: number;
  profile: LiveProfile;
}) {
  const material = useMemo(() => liveMaterial(FLOOR_FINISH, profile, true), [profile]);
  const ref = useRef<InstancedMesh>(null);
  useLayoutEffect(() => {
    const mesh = ref.current;
    if (!mesh) return;
    mesh.setMatrixAt(
      0,
      new Matrix4().compose(
        new Vector3(centre[0], -0.0005, centre[2]),
        new Quaternion(),
        new Vector3(size, 0.001, size),
      ),
    );
    mesh.setColorAt(0, new Color('#ffffff'));
    mesh.instanceMatrix.needsUpdate = true;
    mesh.computeBoundingSphere();
  }, [centre, size]);
  useLayoutEffect(() => () => material.dispose(), [material]);
  return <instancedMesh ref={ref} args={[unitBox, material, 1]} receiveShadow renderOrder={1} />;
}

/**
 * The 3D room: walls with their openings cut, floor, light, and every row's parts batched by finish
 * (one draw call per finish). Frames render on demand only: a still room costs nothing.
 */
export function RoomScene(props: RoomSceneProps) {
  const { room, items, selectedId, onSelect, onDrag, onDragEnd, view, profile } = props;
  const batches = useMemo(() => buildBatches(items), [items]);
  // What moving frames draw instead (model/gestureDetail.ts): far fewer triangles, same places.
  const simpleBatches = useMemo(() => buildBatches(gestureItems(items)), [items]);
  const detail = useMemo(() => createMotionDetail(), []);
  // Taken apart: the groups' callback refs would make the linter take the whole object for a ref.
  const { fullRef, simpleRef, setMoving } = detail;
  const [dragging, setDragging] = useState<string | null>(null);
  const controls = useRef<OrbitControlsImpl>(null);
  const motion = useMemo(() => createMotionSignal(), []);
  // The device's pixel ratio within the profile's range (r3f clamps a [min, max] pair alike).
  const stillRatio = Math.min(
    profile.pixelRatio[1],
    Math.max(profile.pixelRatio[0], typeof window === 'undefined' ? 1 : window.devicePixelRatio || 1),
  );
  const grabPlane = useRef(new Plane(new Vector3(0, 1, 0), 0));
  const bounds = useMemo(() => sceneBounds(room, items), [room, items]);
  const selected = items.find((item) => item.id === selectedId) ?? null;
  // A new object whenever what casts or receives shadows (the parts, the room) changes.
  const shadowVersion = useMemo(() => ({ batches, bounds }), [batches, bounds]);

  // The latest handlers, for the window listeners of a drag that started on an earlier render.
  const handlers = useRef({ onDrag, onDragEnd });
  useEffect(() => {
    handlers.current = { onDrag, onDragEnd };
  }, [onDrag, onDragEnd]);

  const pick = (id: string, event: ThreeEvent<PointerEvent>) => {
    event.stopPropagation();
    // A second finger (a two-finger tap, a pinch whose second finger lands on a unit) neither
    // selects nor drags: the pinch is the orbit controls', and a held unit follows only its finger.
    if (!event.nativeEvent.isPrimary) return;
    const pointerId = event.nativeEvent.pointerId;
    onSelect(id);
    if (!onDrag) return;
    // Everything a drag needs is set up here, synchronously: the orbit controls stop before their
    // own pointer-down handler runs, and the moves and the release are caught on the window
    // whatever lies under the pointer (another item, a wall, outside the canvas) and however late
    // React renders under load.
    if (controls.current) controls.current.enabled = false;
    grabPlane.current.constant = -event.point.y;
    const canvas = event.nativeEvent.target as HTMLElement;
    const camera = event.camera;
    const planPoint = (e: PointerEvent) => {
      const rect = canvas.getBoundingClientRect();
      pointerNdc.set(
        ((e.clientX - rect.left) / rect.width) * 2 - 1,
        -((e.clientY - rect.top) / rect.height) * 2 + 1,
      );
      dragRay.setFromCamera(pointerNdc, camera);
      const at = dragRay.ray.intersectPlane(grabPlane.current, grabPoint);
      return at ? toPlan(at.x, at.z) : null;
    };
    // A press that travels less than the slop is a tap or a click: it selects and moves nothing (a
    // finger's jitter, or the snap of an unmoved item, must not change the project).
    const from = { x: event.nativeEvent.clientX, y: event.nativeEvent.clientY };
    const slop = event.nativeEvent.pointerType === 'mouse' ? MOUSE_DRAG_SLOP_PX : TOUCH_DRAG_SLOP_PX;
    let moving = false;
    const move = (e: PointerEvent) => {
      if (e.pointerId !== pointerId) return;
      moving ||= Math.hypot(e.clientX - from.x, e.clientY - from.y) > slop;
      if (!moving) return;
      motion.moved();
      const at = planPoint(e);
      if (at) handlers.current.onDrag?.(id, at);
    };
    const end = (e: PointerEvent) => {
      if (e.pointerId !== pointerId) return;
      window.removeEventListener('pointermove', move);
      window.removeEventListener('pointerup', end);
      window.removeEventListener('pointercancel', end);
      if (e.type === 'pointerup') move(e);
      handlers.current.onDragEnd?.(id);
      motion.ended();
      if (controls.current) controls.current.enabled = true;
      setDragging(null);
    };
    window.addEventListener('pointermove', move);
    window.addEventListener('pointerup', end);
    window.addEventListener('pointercancel', end);
    setDragging(id);
  };

  return (
    <Canvas
      id={props.canvasId ?? 'rcanvas'}
      frameloop="demand"
      resize={measureAtOnce()}
      shadows={{ type: profile.shadowFilter === 'pcf' ? PCFShadowMap : BasicShadowMap }}
      dpr={stillRatio}
      gl={{
        antialias: profile.antialias,
        preserveDrawingBuffer: true,
        toneMapping: NeutralToneMapping,
      }}
      camera={{ fov: 45, near: 0.05, far: 200 }}
      onPointerMissed={() => onSelect(null)}
    >
      <color attach="background" args={['#f4f3f0']} />
      <Lights centre={bounds.centre} radius={bounds.radius} shadowMapSize={profile.shadowMapSize} />
      <Floor centre={bounds.centre} size={bounds.radius * 2 + 20} profile={profile} />
      <Walls room={room} profile={profile} />
      <Furniture
        batches={batches}
        profile={profile}
        refusedId={props.refusedId ?? null}
        onPick={pick}
        drawnRef={fullRef}
      />
      {/* Not pickable (no handler): a press picks from the full detail, whichever is showing. */}
      <group ref={simpleRef}>
        {simpleBatches.map((batch) => (
          <MergedMesh key={batch.key} batch={batch} profile={profile} refusedId={props.refusedId ?? null} />
        ))}
      </group>
      {selected && <SelectionBox item={selected} color="#E8431A" />}
      <OrbitControls
        ref={controls}
        makeDefault
        // No damping: a damped turn keeps drawing for a hundred frames after the finger stops, each
        // a full frame on a software GPU. The room stands still when the user does.
        enableDamping={false}
        enabled={dragging === null}
        maxPolarAngle={Math.PI / 2 - 0.05}
        minDistance={0.5}
        maxDistance={40}
      />
      <CameraRig view={view} bounds={bounds} />
      <LiveViewPublisher />
      <ShadowsOnChange version={shadowVersion} detail={detail} />
      <CompileAhead detail={detail} version={simpleBatches} />
      <AdaptiveResolution profile={profile} stillRatio={stillRatio} motion={motion} onMoving={setMoving} />
      {props.children}
    </Canvas>
  );
}
