import { ArticleCover } from '../components/blog/ArticleCover';
import { BackLink } from '../components/ui/BackLink';
import React from 'react';
import { graphql, type HeadFC, type PageProps } from 'gatsby';
import { useTranslation } from 'react-i18next';
import { ArticleMeta } from '../components/blog/ArticleMeta';
import { NewsletterSection } from '../components/blog/NewsletterSection';
import { Layout } from '../components/layout/Layout';
import { Seo } from '../components/Seo';
import {
  ConclusionBox,
  CustomerTestimonials,
  GrowCta,
  Paragraphs,
  ReadyBanner,
  RelatedArticles,
  ServiceAreas,
  ShareLinks,
} from '../components/blog/ArticleParts';
import { useBusiness } from '../hooks/use-business';
import { absoluteUrl, pagePath } from '../lib/routes';
import { averageRating, categoryOf } from '../lib/articles';
import { articleJsonLd } from '../lib/structured-data';
import { headPage, type LocalizedPageContext } from '../lib/page-context';

type ArticleContext = LocalizedPageContext & { articleNodeId: string; sourceNodeId: string; relatedIds: string[] };
type ArticleProps = PageProps<Queries.ArticlePageQuery, ArticleContext>;

export default function ArticlePage({ data, pageContext, children }: ArticleProps) {
  const { t } = useTranslation();
  const business = useBusiness();
  const { language } = pageContext;
  const article = data.article;
  const local = data.localSeoArticle;
  if (!article) throw new Error(`Article node ${pageContext.articleNodeId} is missing`);
  const url = absoluteUrl(business.siteUrl, article.path);

  return (
    <Layout page={pageContext}>
      <article className="container-page py-10 sm:py-14" data-testid="article" data-kind={article.kind}>
        <div className="mx-auto max-w-3xl">
          <BackLink to={pagePath('blog', language)} className="link flex w-fit items-center gap-2 text-sm" testId="back-to-blog">
            {t('blog.back')}
          </BackLink>
          <p className="mt-6">
            <span className="badge">{t(`blog.categories.${categoryOf(article)}`)}</span>
          </p>
          <h1 className="heading-1 mt-4 text-3xl sm:text-4xl lg:text-5xl">{article.title}</h1>
          <ArticleMeta
            author={article.author}
            date={article.date}
            readTime={article.readTime}
            className="mt-5 gap-x-5 gap-y-2 text-slate-600"
          />
        </div>
        <ArticleCover
          image={article.coverImage}
          sizes="(min-width: 1024px) 896px, calc(100vw - 2rem)"
          lead
          className="mx-auto mt-8 aspect-[1200/630] w-full max-w-4xl rounded-2xl bg-brand-800"
        />
        <div className="article-body prose-body mx-auto mt-10 max-w-3xl" data-testid="article-body">
          {local ? (
            <>
              <div className="text-lg">
                <Paragraphs text={local.intro} />
              </div>
              <ol className="m-0 list-none p-0">
                {local.sections.map((section, index) => (
                  <li key={section.heading} data-testid="article-section">
                    <h2>
                      <span className="mr-2 text-accent-600">{index + 1}.</span>
                      {section.heading}
                    </h2>
                    <Paragraphs text={section.content} />
                  </li>
                ))}
              </ol>
            </>
          ) : (
            <div className="numbered-sections">
              {children}
              {/* The post's conclusion, a field of its front matter (Markdown as HTML), where the body ends. */}
              {data.post?.conclusionHtml && <ConclusionBox html={data.post.conclusionHtml} />}
            </div>
          )}
        </div>
        <div className="mx-auto max-w-3xl">
          {/* The article's own call to action follows its advice; the proof and the conclusion come after it, so the
              two calls to action never stand back to back. */}
          {local && (
            <>
              <GrowCta city={local.city} service={local.service} text={local.cta} />
              <CustomerTestimonials city={local.city} testimonials={local.testimonials} />
              <ServiceAreas city={local.city} areas={local.serviceAreas} />
              <ConclusionBox>
                <Paragraphs text={local.conclusion} />
              </ConclusionBox>
            </>
          )}
          <ShareLinks url={url} title={article.title} />
          <ReadyBanner />
        </div>
      </article>
      <RelatedArticles articles={data.related.nodes} />
      <NewsletterSection />
    </Layout>
  );
}

export const Head: HeadFC<Queries.ArticlePageQuery, ArticleContext> = ({ data, pageContext }) => {
  const business = useBusiness();
  const article = data.article;
  if (!article) throw new Error(`Article node ${pageContext.articleNodeId} is missing`);
  const ratings = data.localSeoArticle?.testimonials.map((testimonial) => testimonial.rating);
  const url = absoluteUrl(business.siteUrl, article.path);
  const jsonLd = articleJsonLd(
    business,
    {
      title: article.title,
      description: article.metaDescription,
      author: article.author,
      date: article.date,
      url,
      image: absoluteUrl(business.siteUrl, article.socialImage),
      language: pageContext.language,
      keywords: article.keywords,
      ratings,
    },
    ratings ? averageRating(ratings) : null,
  );
  return (
    <Seo
      page={headPage(pageContext)}
      title={article.title}
      description={article.metaDescription}
      keywords={article.keywords}
      image={article.socialImage}
      type="article"
      jsonLd={[jsonLd]}
    >
      <meta property="article:published_time" content={article.date} />
      <meta property="article:author" content={article.author} />
    </Seo>
  );
};

export const query = graphql`
  query ArticlePage($language: String!, $namespaces: [String!]!, $articleNodeId: String!, $sourceNodeId: String!, $relatedIds: [String!]!) {
    ...PageLocales
    article(id: { eq: $articleNodeId }) {
      kind
      path
      title
      metaDescription
      keywords
      category
      author
      date
      readTime
      coverImage
      socialImage
    }
    post: mdx(id: { eq: $sourceNodeId }) {
      conclusionHtml
    }
    localSeoArticle(id: { eq: $sourceNodeId }) {
      city
      service
      intro
      sections {
        heading
        content
      }
      testimonials {
        name
        location
        text
        rating
      }
      serviceAreas
      cta
      conclusion
    }
    related: allArticle(filter: { id: { in: $relatedIds } }, sort: [{ date: DESC }, { slug: ASC }]) {
      nodes {
        ...ArticleCard
      }
    }
  }
`;
