export const homeQuoteCalculatorTypeDefs = `
  "Options of the home page quote calculator (content/calculators/home-quote.json)"
  type HomeQuoteCalculator implements Node @dontInfer {
    businessTypes: [HomeQuoteBusinessType!]!
    packages: [HomeQuotePackage!]!
    features: [HomeQuoteFeature!]!
    included: [String!]! @localized
  }
  type HomeQuoteBusinessType {
    id: String!
    label: String! @localized
    "The trade this business is in the intake form's list (loodgieter, installatie, …)"
    intakeIndustry: String!
  }
  type HomeQuotePackage {
    id: String!
    pages: String!
    label: String! @localized
    description: String! @localized
    monthlyExtra: Float!
  }
  type HomeQuoteFeature {
    id: String!
    label: String! @localized
    "Extra per month; 0 means included"
    monthly: Float!
  }
`;
