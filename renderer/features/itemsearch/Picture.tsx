import { Box, HStack, Image } from '@chakra-ui/react';

/** A stable hue per code, so a catalogue or model keeps its colour from visit to visit. */
function hueOf(code: string): number {
  let hash = 0;
  for (const char of code) hash = (hash * 31 + char.charCodeAt(0)) % 360;
  return hash;
}

/** A picture-less tile's background (the code's colour) and text (the label's initials, else the code's start). */
export function tileOf(code: string, label: string): { background: string; text: string } {
  const hue = hueOf(code);
  const initials = label
    .split(/\s+/)
    .filter((w) => /\p{L}/u.test(w[0] ?? ''))
    .slice(0, 2)
    .map((w) => w[0]!.toUpperCase())
    .join('');
  return {
    background: `linear-gradient(135deg, hsl(${hue} 45% 48%), hsl(${(hue + 40) % 360} 40% 34%))`,
    text: initials || code.slice(0, 2),
  };
}

/**
 * The picture of a catalogue, classification, model or gallery: its image when the catalogue has
 * one, else a tile in the code's colour with its initials and the swatches of its finishes.
 */
export function Picture({
  code,
  label,
  image,
  swatches = [],
  size = '16',
}: {
  code: string;
  label: string;
  image?: string | null | undefined;
  swatches?: readonly string[];
  size?: string;
}) {
  if (image) {
    return <Image src={image} alt="" boxSize={size} objectFit="cover" rounded="md" flexShrink={0} />;
  }
  const tile = tileOf(code, label);
  return (
    <Box
      aria-hidden
      boxSize={size}
      flexShrink={0}
      rounded="md"
      position="relative"
      display="flex"
      alignItems="center"
      justifyContent="center"
      fontWeight="bold"
      fontSize="lg"
      color="white"
      style={{ background: tile.background }}
    >
      {tile.text}
      {swatches.length > 0 && (
        <HStack gap="0.5" position="absolute" bottom="1" right="1">
          {swatches.slice(0, 3).map((colour) => (
            <Box
              key={colour}
              boxSize="2.5"
              rounded="full"
              borderWidth="1px"
              borderColor="white"
              style={{ background: colour }}
            />
          ))}
        </HStack>
      )}
    </Box>
  );
}
