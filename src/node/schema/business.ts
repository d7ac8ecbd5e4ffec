export const businessTypeDefs = `
  "The agency's business configuration (content/site/business.json): one source for every fact the site shows."
  type Business implements Node @dontInfer {
    name: String!
    legalName: String!
    email: String!
    phone: String!
    "Dutch Chamber of Commerce (KvK) registration number"
    chamberOfCommerce: String!
    vatNumber: String
    foundingYear: Int!
    siteUrl: String!
    socialUrl: String
    address: BusinessAddress!
    owner: BusinessOwner!
    serviceAreaCities: [String!]!
    pricing: BusinessPricing!
    claims: BusinessClaims!
    "How long lead data is kept (the privacy statement promises it)"
    retention: BusinessRetention!
  }
  type BusinessAddress {
    street: String!
    zipcode: String!
    city: String!
    country: String! @localized
    countryCode: String!
  }
  type BusinessOwner {
    name: String!
    role: String! @localized
  }
  "Prices excluding VAT, in the page's currency"
  type BusinessPricing {
    monthly: Float!
    hourlyRate: Float!
    minBillableMinutes: Int!
    domainValue: Float!
    setupFee: Float!
  }
  "Marketing claims, shown the same everywhere"
  type BusinessClaims {
    customers: Int!
    satisfactionPercent: Int!
    averageRating: Float!
    averageGrowthPercent: Int!
    plumberCustomers: Int!
    launchWeeks: Int!
    replyHours: Int!
  }
  type BusinessRetention {
    "Contact-form data: kept this many months after the last contact"
    contactFormMonths: Int!
  }
`;
