export const tradeTypeDefs = `
  "A trade the agency builds websites for (content/home/trades.json)"
  type Trade implements Node @dontInfer {
    itemId: String! @proxy(from: "jsonId")
    label: String! @localized
    "A lucide-react icon name"
    icon: String!
  }
`;
