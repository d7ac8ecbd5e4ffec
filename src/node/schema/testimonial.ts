export const testimonialTypeDefs = `
  "A customer review (content/{page}/testimonials.json): on the home page with a portrait, on the plumber page with initials"
  type Testimonial implements Node @dontInfer {
    itemId: String! @proxy(from: "jsonId")
    "The page it is on: home or plumber"
    page: String! @fileFolder
    name: String!
    company: String!
    trade: String @localized
    location: String!
    text: String! @localized
    result: String! @localized
    rating: Int!
    "File name (without .svg) under static/images/people"
    portrait: String
  }
`;
