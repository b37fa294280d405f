/** What the NFT pages share: the definitions and their reads, the links between the pages. */
export { parseNftMetadata, toNftDefinition, type NftDefinition, type NftDefinitionRow, type NftProperty, type NftPropertyType } from './nft-definition';
export { allNftDefinitionsQuery, marketSymbolsOf, nftDefinitionQuery, NFT_SYMBOL_LOOKUP, nftMarketSymbolsQuery, NFT_DEFINITIONS_KEY } from './nft-queries';
export { nftDefinitionHref } from './nft-links';
export { SafeLink } from './safe-link';
export { FigureList, type Figure } from './figure-list';
export { issuerListProblem, longNameProblem, MAX_ISSUERS, NFT_NAME_MESSAGES, splitNames } from './nft-rules';
export { nftParamsQuery, type NftParams } from './nft-params-query';
export { accountKindOf, delegationText, lockedTokensText, propertyListOf, propertyValueText, returnTimeText, type NftInstanceRow } from './nft-instance';
export { LoadFailure } from './load-failure';
export { CellText } from './cell-text';
export { PACK_TRAITS, traitNameOf, type ManagedCollection, type PackEdition, type PackSettings, type PackTrait, type PackType } from './pack-catalog';
export { oddsOf } from './pack-odds';
export { PACK_CATALOG_KEY, packCatalogQuery } from './pack-queries';
export { nftSymbolRuleProblem, NFT_SYMBOL_MESSAGES, RESERVED_NFT_SYMBOLS } from './nft-symbol-rule';
export { contractNameProblem, notSelfRule, RECIPIENT_MESSAGES, type Recipient, type RecipientType } from './recipient/recipient-rules';
export { useRecipient, type RecipientOptions, type RecipientState } from './recipient/use-recipient';
export { RecipientField } from './recipient/recipient-field';
