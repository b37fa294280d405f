/** What the NFT pages share: the definitions and their reads, the links between the pages, BEE for the fees. */
export { parseNftMetadata, toNftDefinition, type NftDefinition, type NftDefinitionRow, type NftProperty, type NftPropertyType } from './nft-definition';
export { allNftDefinitionsQuery, marketSymbolsOf, nftDefinitionQuery, nftMarketSymbolsQuery, NFT_DEFINITIONS_KEY } from './nft-queries';
export { nftDefinitionHref } from './nft-links';
export { beeBalanceQuery, FEE_PRECISION, FEE_SYMBOL } from './bee-balance-query';
export { SafeLink } from './safe-link';
export { FigureList, type Figure } from './figure-list';
