import { useFrame, useThree } from '@react-three/fiber';
import { useEffect, useMemo, useRef } from 'react';
import type { EventDispatcher } from 'three';
import type { LiveProfile } from './renderProfile';
import { initialScale, nextScale, pixelRatioFor, type ScaleLimits } from './renderScale';

/** How long the view must rest before the full resolution comes back, ms. */
export const REST_MS = 180;

/** Tells the adaptive resolution that something the user moves (an item being dragged) moved. */
export interface MotionSignal {
  moved(): void;
  subscribe(listener: () => void): () => void;
}

export function createMotionSignal(): MotionSignal {
  const listeners = new Set<() => void>();
  return {
    moved: () => listeners.forEach((listener) => listener()),
    subscribe: (listener) => {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}

/**
 * Draws moving frames (the user turning or zooming the room, or dragging an item) at a lower
 * resolution sized to the profile's frame budget, and the view at rest (nothing moved for REST_MS)
 * at full resolution. Only a camera that moves during a gesture counts: a click, a preset view or a
 * content change draws one sharp frame as before.
 */
export function AdaptiveResolution({
  profile,
  stillRatio,
  motion,
}: {
  profile: LiveProfile;
  stillRatio: number;
  motion: MotionSignal;
}) {
  const controls = useThree((state) => state.controls) as unknown as EventDispatcher<{
    start: object;
    change: object;
    end: object;
  }> | null;
  const setDpr = useThree((state) => state.setDpr);
  const invalidate = useThree((state) => state.invalidate);
  const limits = useMemo<ScaleLimits>(
    () => ({ budgetMs: profile.frameBudgetMs, startScale: profile.startScale, minScale: profile.minScale }),
    [profile],
  );
  const scale = useRef(initialScale(limits));
  const moving = useRef(false);
  const lastFrame = useRef(0);

  useEffect(() => {
    let gesture = false;
    let rest: ReturnType<typeof setTimeout> | undefined;
    const settle = () => {
      clearTimeout(rest);
      rest = setTimeout(() => {
        moving.current = false;
        setDpr(stillRatio);
        invalidate();
      }, REST_MS);
    };
    const move = () => {
      if (!moving.current) {
        moving.current = true;
        lastFrame.current = 0;
        setDpr(pixelRatioFor(stillRatio, true, scale.current));
      }
      settle();
    };
    const onStart = () => void (gesture = true);
    const onChange = () => {
      if (gesture) move();
    };
    const onEnd = () => void (gesture = false);
    controls?.addEventListener('start', onStart);
    controls?.addEventListener('change', onChange);
    controls?.addEventListener('end', onEnd);
    const unsubscribe = motion.subscribe(move);
    return () => {
      clearTimeout(rest);
      controls?.removeEventListener('start', onStart);
      controls?.removeEventListener('change', onChange);
      controls?.removeEventListener('end', onEnd);
      unsubscribe();
    };
  }, [controls, motion, setDpr, invalidate, stillRatio]);

  // The gap between two moving frames is what one costs: the next frame waits for the GPU.
  useFrame(() => {
    if (!moving.current) return;
    const now = performance.now();
    if (lastFrame.current > 0) {
      const next = nextScale(scale.current, now - lastFrame.current, limits);
      if (next !== scale.current) {
        scale.current = next;
        setDpr(pixelRatioFor(stillRatio, true, next));
      }
    }
    lastFrame.current = now;
  });
  return null;
}
