/**
 * Cases met in the BSData 10th edition data (checked against its catalogues while writing the
 * importer), written as small edits of the example files.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { catalogueUnit, readCatalogue } from '../../../src/import/catalogue.js';
import { importRoster } from '../../../src/import/wh40k/importRoster.js';
import { wh40kUnit } from '../../../src/import/wh40k/unit.js';

const ros = readFileSync('examples/rosters/strike-force.ros', 'utf8');
const gst = readFileSync('test/import/fixtures/test-system.gst', 'utf8');
const cat = readFileSync('test/import/fixtures/test-faction.cat', 'utf8');

describe('rosters', () => {
  it('a 7+ save is no save', () => {
    const r = importRoster(
      ros.replace(/(name="T">6<\/characteristic>\s*<characteristic name="SV">)3\+/, '$17+'),
    );
    expect(r.units[2]!.target!.save).toBeUndefined();
    expect(r.units[2]!.stats!.save).toBeUndefined();
  });

  it('a weapon with dice in S or a "*" value is left out with a warning, not an error', () => {
    const r = importRoster(
      ros.replace(
        '<characteristic name="S">9</characteristic>',
        '<characteristic name="S">2D6</characteristic>',
      ),
    );
    expect(r.units[2]!.weapons).toEqual([]);
    expect(r.units[2]!.warnings.map((w) => w.message)).toEqual([
      'Eradicator Squad: weapon "Melta rifle" is left out: S "2D6" is not modelled',
    ]);
    const star = importRoster(
      ros.replace(
        '<characteristic name="AP">-4</characteristic>',
        '<characteristic name="AP">*</characteristic>',
      ),
    );
    expect(star.units[2]!.warnings[0]!.message).toBe(
      'Eradicator Squad: weapon "Melta rifle" is left out: AP "*" is not modelled',
    );
  });

  it('rules attached to wargear (keyword explanations) are not unit abilities', () => {
    const r = importRoster(
      ros.replace(
        '<selection id="s3a1" name="Melta rifle" entryId="w5" number="3" type="upgrade">',
        '<selection id="s3a1" name="Melta rifle" entryId="w5" number="3" type="upgrade"><rules><rule name="Melta"/><rule name="Stealth"/></rules>',
      ),
    );
    expect(r.units[2]!.abilities).toEqual([]);
    expect(r.units[2]!.target!.stealth).toBeUndefined();
  });

  it('models with different invulnerable saves: each group has the one on its models', () => {
    const statline = (name: string, w: number) =>
      `<profile name="${name}" typeName="Unit"><characteristics><characteristic name="M">6"</characteristic><characteristic name="T">4</characteristic><characteristic name="SV">3+</characteristic><characteristic name="W">${w}</characteristic></characteristics></profile>`;
    // The statlines on the models: 1 sergeant (W3, 4+ invulnerable), 4 marines (W2, 5+).
    const r = importRoster(
      ros
        .replace('typeId="c547-1836-d8a-ff4f" typeName="Unit">', 'typeName="Not a statline">')
        .replace(
          '<selection id="s1a" name="Intercessor Sergeant" entryId="e1a" number="1" type="model">',
          `<selection id="s1a" name="Intercessor Sergeant" entryId="e1a" number="1" type="model"><profiles>${statline('Sergeant', 3)}<profile name="Invulnerable Save (4+)" typeName="Abilities"/></profiles>`,
        )
        .replace(
          '<selection id="s1b" name="Intercessor" entryId="e1b" number="4" type="model">',
          `<selection id="s1b" name="Intercessor" entryId="e1b" number="4" type="model"><profiles>${statline('Intercessor', 2)}<profile name="Invulnerable Save (5+)" typeName="Abilities"/></profiles>`,
        ),
    );
    const squad = r.units[0]!;
    // Read by hand from the file: 4 Intercessors (W2) with the 5+ ability on their selection,
    // 1 Sergeant (W3) with the 4+ on his; the four first.
    expect(squad.target!.groups!.map((g) => [g.name, g.models, g.wounds, g.invulnerable])).toEqual([
      ['Intercessor', 4, 2, 5],
      ['Sergeant', 1, 3, 4],
    ]);
  });
});

describe('catalogues', () => {
  it('skips hidden entries and those shown only under a condition (Crusade content)', () => {
    const crusade = cat.replace(
      '<selectionEntryGroup id="g-weapons" name="Weapons" hidden="false">',
      `<selectionEntryGroup id="g-crusade" name="Crusade" hidden="false"><modifiers><modifier type="set" value="true" field="hidden"/></modifiers>
          <entryLinks><entryLink id="el-9" name="Twin pulse carbine" hidden="false" targetId="se-carbine" type="selectionEntry"/></entryLinks>
        </selectionEntryGroup>
        <selectionEntryGroup id="g-hidden" name="Old" hidden="true">
          <entryLinks><entryLink id="el-8" name="Twin pulse carbine" hidden="false" targetId="se-carbine" type="selectionEntry"/></entryLinks>
        </selectionEntryGroup>
        <selectionEntryGroup id="g-weapons" name="Weapons" hidden="false">`,
    );
    const c = readCatalogue([
      { source: 'g.gst', data: gst },
      { source: 'c.cat', data: crusade },
    ]);
    expect(wh40kUnit(catalogueUnit(c, 'Battlesuit Commander')).weapons.map((w) => w.name)).toEqual([
      'Fusion blaster',
    ]);
  });

  it('categories and rules of wargear are not the unit’s', () => {
    const tagged = cat.replace(
      '<selectionEntry id="se-fusion" name="Fusion blaster" hidden="false" type="upgrade">',
      '<selectionEntry id="se-fusion" name="Fusion blaster" hidden="false" type="upgrade"><categoryLinks><categoryLink id="x1" name="Ranged Weapon" targetId="x" primary="false"/></categoryLinks><infoLinks><infoLink id="x2" name="Melta" targetId="none" type="rule"/></infoLinks>',
    );
    const c = readCatalogue([
      { source: 'g.gst', data: gst },
      { source: 'c.cat', data: tagged },
    ]);
    const u = wh40kUnit(catalogueUnit(c, 'Battlesuit Commander'));
    expect(u.keywords).toEqual([]);
    expect(u.abilities).toEqual([]);
  });
});
