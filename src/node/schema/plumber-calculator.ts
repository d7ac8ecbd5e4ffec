export const plumberCalculatorTypeDefs = `
  "Options of the plumber page price calculator (content/calculators/plumber.json)"
  type PlumberCalculator implements Node @dontInfer {
    websiteTypes: [PlumberWebsiteType!]!
    addons: [PlumberAddon!]!
    speeds: [PlumberSpeed!]!
    businessTypes: [PlumberBusinessType!]!
    alwaysIncluded: [String!]! @localized
    "The fixed comparison line under the quote: 'Save {saved} vs. {oneTime} one-time'"
    comparison: PlumberComparison!
  }
  type PlumberComparison {
    saved: Float!
    oneTime: Float!
  }
  type PlumberWebsiteType {
    id: String!
    name: String! @localized
    description: String! @localized
    "Part of the one-time setup fee (times the speed multiplier)"
    price: Float!
    default: Boolean
    features: [String!]! @localized
  }
  type PlumberAddon {
    id: String!
    name: String! @localized
    description: String! @localized
    price: Float!
    "A lucide-react icon name"
    icon: String!
  }
  type PlumberSpeed {
    id: String!
    name: String! @localized
    duration: String! @localized
    multiplier: Float!
    icon: String!
  }
  type PlumberBusinessType {
    id: String!
    name: String! @localized
    discountPercent: Float!
  }
`;
