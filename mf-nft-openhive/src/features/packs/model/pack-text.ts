import { oddsOf, PACK_TRAITS, traitNameOf, type ManagedCollection, type PackSettings, type PackTrait, type PackType } from '../../../shared';

export const TRAIT_LABELS: Readonly<Record<PackTrait, string>> = { foil: 'Foil', category: 'Category', rarity: 'Rarity', team: 'Team' };

/** A trait's odds with its value names: `Standard 95 %, Gold 5 %`. */
export function oddsText(collection: ManagedCollection, pack: PackSettings, trait: PackTrait): string {
  return oddsOf(pack.chances[trait])
    .map((percent, index) => `${traitNameOf(collection, trait, pack.edition, index)} ${percent} %`)
    .join(', ');
}

/** A type's traits by name: `Warrior, Common, Dawn`. */
export function typeTraitsText(collection: ManagedCollection, type: PackType): string {
  return PACK_TRAITS.filter((trait) => trait !== 'foil')
    .map((trait) => traitNameOf(collection, trait, type.edition, type[trait as Exclude<PackTrait, 'foil'>]))
    .join(', ');
}

/** An edition's name, or its number when unnamed. */
export function editionText(collection: ManagedCollection, edition: number): string {
  const name = collection.editions.find((entry) => entry.edition === edition)?.name;
  return name ? `${edition} (${name})` : String(edition);
}
