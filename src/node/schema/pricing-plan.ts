export const pricingPlanTypeDefs = `
  "The subscription card on the home page (content/home/pricing.json); the amount comes from Business.pricing"
  type PricingPlan implements Node @dontInfer {
    period: String! @localized
    description: String! @localized
    features: [String!]! @localized
  }
`;
