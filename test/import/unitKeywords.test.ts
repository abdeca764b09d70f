// A unit's keywords (what Anti-X reads) are its own, its models' and its wargear's, never a
// weapon's categories: New Recruit marks weapon selections "Ranged Weapon", "Damage Dx Weapon".
import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { importRoster } from '../../src/import/index.js';

const ROS = readFileSync('examples/rosters/strike-force.ros', 'utf8');
const BOLT_RIFLE = '<selection id="s1a1" name="Bolt rifle" entryId="w1" number="1" type="upgrade">';

it("leaves a weapon's categories out of its unit's keywords, and keeps other wargear's", () => {
  expect(ROS).toContain(BOLT_RIFLE);
  const ros = ROS.replace(
    BOLT_RIFLE,
    `${BOLT_RIFLE}<categories><category id="c-rw" name="Ranged Weapon" entryId="c-rw" primary="false"/><category id="c-dx" name="Damage Dx Weapon" entryId="c-dx" primary="false"/></categories>`,
  ).replace(
    BOLT_RIFLE,
    // Wargear with no weapon profile (a jump pack) gives its unit a keyword: FLY.
    `<selection id="s-jp" name="Jump pack" entryId="w-jp" number="1" type="upgrade"><categories><category id="c-fly" name="Fly" entryId="c-fly" primary="false"/></categories></selection>${BOLT_RIFLE}`,
  );
  const squad = importRoster(ros).units.find((u) => u.name === 'Intercessor Squad')!;
  expect(squad.keywords).toEqual(['infantry', 'battleline', 'fly']);
  expect(squad.target?.keywords).toEqual(['infantry', 'battleline', 'fly']);
  // Without the change: the same unit as shipped.
  expect(importRoster(ROS).units[0]!.keywords).toEqual(['infantry', 'battleline']);
});
