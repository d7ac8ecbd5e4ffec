import { graphql, useStaticQuery } from 'gatsby';

/** The business configuration (content/site/business.json), for components that show its facts. */
export function useBusiness(): Queries.BusinessFieldsFragment {
  const data = useStaticQuery<Queries.UseBusinessQuery>(graphql`
    query UseBusiness {
      business {
        ...BusinessFields
      }
    }
  `);
  if (!data.business) throw new Error('content/site/business.json is missing');
  return data.business;
}

export const businessFields = graphql`
  fragment BusinessFields on Business {
    name
    legalName
    email
    phone
    chamberOfCommerce
    vatNumber
    foundingYear
    siteUrl
    socialUrl
    address {
      street
      zipcode
      city
      countryCode
    }
    owner {
      name
    }
    serviceAreaCities
    pricing {
      monthly
      hourlyRate
      minBillableMinutes
      domainValue
      setupFee
    }
    claims {
      customers
      satisfactionPercent
      averageRating
      averageGrowthPercent
      plumberCustomers
      launchWeeks
      replyHours
    }
  }
`;
