import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_WALL_HEIGHT, DEFAULT_WALL_THICKNESS } from '../../../core/room/presets';
import { extrasApi } from '../../api/extras';
import type { WallTypeOption } from './PlanPanel';

const DEFAULT_TYPE = 'default';

/**
 * The wall catalogue (spec 7): the types new walls take, the default one first (its height the
 * catalogue's default, 2700). Without the catalogue, the default wall alone.
 */
export function useWallTypes(lang: string) {
  const { t } = useTranslation('plan2d');
  const [wallTypes, setWallTypes] = useState<WallTypeOption[]>([]);
  const [wallType, setWallType] = useState(DEFAULT_TYPE);
  useEffect(() => {
    extrasApi
      .walls(lang)
      .then((reply) =>
        setWallTypes([
          {
            cod: DEFAULT_TYPE,
            des: t('wallTypeDefault'),
            thickness: DEFAULT_WALL_THICKNESS,
            height: reply.defaultHeight,
          },
          ...reply.walls.map((w) => ({
            cod: w.cod,
            des: w.des,
            thickness: w.thickness,
            height: w.height ?? reply.defaultHeight,
          })),
        ]),
      )
      .catch(() =>
        setWallTypes([
          {
            cod: DEFAULT_TYPE,
            des: t('wallTypeDefault'),
            thickness: DEFAULT_WALL_THICKNESS,
            height: DEFAULT_WALL_HEIGHT,
          },
        ]),
      );
  }, [lang, t]);
  /** The thickness and height new walls get. */
  const chosenType = wallTypes.find((w) => w.cod === wallType) ?? {
    thickness: DEFAULT_WALL_THICKNESS,
    height: DEFAULT_WALL_HEIGHT,
  };
  return {
    wallTypes,
    wallType,
    setWallType,
    chosenType: { thickness: chosenType.thickness, height: chosenType.height },
  };
}
