import { OrbitControls } from '@react-three/drei';
import { Canvas } from '@react-three/fiber';
import { useMemo, type ReactNode } from 'react';
import { BasicShadowMap, PCFShadowMap } from 'three';
import type { Room } from '../../core/room/walls';
import { CameraRig } from './CameraRig';
import { sceneBounds, type CameraPreset } from './cameraPresets';
import { Floor } from './Floor';
import { Furniture } from './Furniture';
import { GestureFurniture } from './GestureFurniture';
import { Lights } from './Lights';
import { LiveViewPublisher } from './media/LiveViewPublisher';
import { measureAtOnce } from './measureAtOnce';
import { buildBatches } from './model/batches';
import { gestureItems } from './model/gestureDetail';
import type { SceneItem } from './model/sceneItem';
import { AdaptiveResolution, createMotionSignal } from './quality/AdaptiveResolution';
import { CompileAhead } from './quality/CompileAhead';
import { createMotionDetail } from './quality/motionDetail';
import { stillPixelRatio, type LiveProfile } from './quality/renderProfile';
import { installRoomToneMapping, ROOM_TONE_MAPPING } from './quality/roomToneMapping';
import { ShadowsOnChange } from './quality/ShadowsOnChange';
import { SelectionBox } from './SelectionBox';
import { useItemDrag } from './useItemDrag';
import { Walls } from './Walls';

installRoomToneMapping();

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
 * The 3D room: walls with their openings cut, floor, light, and every row's parts batched by finish
 * (one draw call per finish). Frames render on demand only: a still room costs nothing. This file
 * only puts the parts together; each is a component of its own file.
 */
export function RoomScene(props: RoomSceneProps) {
  const { room, items, selectedId, onSelect, onDrag, onDragEnd, view, profile } = props;
  const refusedId = props.refusedId ?? null;
  const batches = useMemo(() => buildBatches(items), [items]);
  // What moving frames draw instead (model/gestureDetail.ts): far fewer triangles, same places.
  const simpleBatches = useMemo(() => buildBatches(gestureItems(items)), [items]);
  const detail = useMemo(() => createMotionDetail(), []);
  // Taken apart: the groups' callback refs would make the linter take the whole object for a ref.
  const { fullRef, simpleRef, setMoving } = detail;
  const motion = useMemo(() => createMotionSignal(), []);
  const { pick, dragging, controls } = useItemDrag({ onSelect, onDrag, onDragEnd, motion });
  const stillRatio = stillPixelRatio(profile, typeof window === 'undefined' ? 1 : window.devicePixelRatio);
  const bounds = useMemo(() => sceneBounds(room, items), [room, items]);
  const selected = items.find((item) => item.id === selectedId) ?? null;
  // A new object whenever what casts or receives shadows (the parts, the room) changes.
  const shadowVersion = useMemo(() => ({ batches, bounds }), [batches, bounds]);

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
        toneMapping: ROOM_TONE_MAPPING,
      }}
      camera={{ fov: 45, near: 0.05, far: 200 }}
      onPointerMissed={() => onSelect(null)}
    >
      <color attach="background" args={['#f4f3f0']} />
      <Lights centre={bounds.centre} radius={bounds.radius} shadowMapSize={profile.shadowMapSize} />
      <Floor centre={bounds.centre} size={bounds.radius * 2 + 20} profile={profile} />
      <Walls room={room} profile={profile} />
      <Furniture batches={batches} profile={profile} refusedId={refusedId} onPick={pick} drawnRef={fullRef} />
      <GestureFurniture
        batches={simpleBatches}
        profile={profile}
        refusedId={refusedId}
        drawnRef={simpleRef}
      />
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
