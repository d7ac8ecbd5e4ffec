export const faqItemTypeDefs = `
  "A question of a page's FAQ (content/{page}/faq.json); answers may use {{monthlyPrice}} and similar placeholders"
  type FaqItem implements Node @dontInfer {
    itemId: String! @proxy(from: "jsonId")
    "The page it is on: home or plumber"
    page: String! @fileFolder
    question: String! @localized
    answer: String! @localized
  }
`;
