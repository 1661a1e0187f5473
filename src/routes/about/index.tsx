import { useSiteConfig } from '../../dom/site-config'
import { FeedIcon } from '../../dom/components/feed-icon/feed-icon'
import { TextIcon } from '../../dom/components/icons/text-icons'
import { TiltCard } from '../../dom/components/tilt-card/tilt-card'
import type { PageMeta } from '../../content/page-meta'
import { PROFILE_ICONS } from './profile-icons'
import s from './about.module.css'

/** What this page tells browsers, search engines and social cards (src/app/lazy-page.ts sets it). */
export const meta: PageMeta = {
  title: 'about me',
  description: 'the person behind thock&co.: building keyboards since 17, one board at a time.',
}

/** About me: the builder's story, where to follow along, and the portfolio to come. */
export default function AboutPage() {
  const { site } = useSiteConfig()
  return (
    <div className={`page ${s.page}`}>
      <p className={`eyebrow ${s.eyebrow}`}>about me</p>
      <div className={s.layout}>
        <TiltCard variant="about" as="section" className={s.story} aria-labelledby="about-title">
          <h1 id="about-title" className={s.title}>
            about {site.brand}
          </h1>
          <p className={s.lead}>
            i built my first keyboard at seventeen, from a kit and a soldering iron borrowed from
            the high-school robotics room. it rattled, it pinged, and i loved it anyway.
          </p>
          <p>
            the next one i took apart the day it arrived. then i lubed a switch, and another, and
            learned that most of what makes a keyboard feel good is invisible: a thin coat of lube
            on a stem, a strip of foam where the case rings, tape on the back of the pcb, a
            stabilizer wire bent flat on a sheet of glass.
          </p>
          <p>
            {site.brand} is me, at one bench in {site.location.city.toLowerCase()}. every board
            starts with a conversation: what you type, where you type it, what you want to hear.
            then i tune it until it sounds like that, using foams, tape and stabilizers instead of
            guesswork. one board at a time, never a production line.
          </p>
          <ul className={s.facts} aria-label="in short">
            <li>
              <span className={s.factValue}>17</span>
              <span className={s.factLabel}>age at the first build</span>
            </li>
            <li>
              <span className={s.factValue}>1</span>
              <span className={s.factLabel}>bench, one builder</span>
            </li>
            <li>
              <span className={s.factValue}>0</span>
              <span className={s.factLabel}>rattling stabilizers shipped</span>
            </li>
          </ul>
        </TiltCard>

        <div className={s.side}>
          <TiltCard variant="about" as="section" className={s.links} aria-labelledby="follow-title">
            <h2 id="follow-title" className={s.h2}>
              follow the builds
            </h2>
            <p className={s.muted}>sound tests, works in progress and the occasional disaster.</p>
            <ul className={s.socials}>
              {site.socials.map((link) => {
                const Icon = PROFILE_ICONS[link.key]
                const text = (
                  <span className={s.socialText}>
                    <span className={s.socialName}>{link.label}</span>
                    <span className={s.socialKind}>{link.kind}</span>
                  </span>
                )
                return (
                  <li key={link.key}>
                    {link.href ? (
                      <a
                        className={s.social}
                        href={link.href}
                        target="_blank"
                        rel="noopener noreferrer"
                      >
                        <Icon size={22} aria-hidden="true" />
                        {text}
                        <span className="visually-hidden"> (opens in a new tab)</span>
                        <span className={s.arrow} aria-hidden="true">
                          <TextIcon name="up-right" />
                        </span>
                      </a>
                    ) : (
                      // no profile address yet (site-config.ts): said, not linked, as the footer
                      <div className={s.socialSoon}>
                        <Icon size={22} aria-hidden="true" />
                        {text}
                        <span className={s.soonTag}>coming soon</span>
                      </div>
                    )}
                  </li>
                )
              })}
              <li>
                {/* a file, not a route: a plain link, so the router leaves it to the browser */}
                <a className={s.social} href={site.feed.path} type="application/atom+xml">
                  <FeedIcon size={22} />
                  <span className={s.socialText}>
                    <span className={s.socialName}>feed</span>
                    <span className={s.socialKind}>every new build, in your feed reader</span>
                  </span>
                </a>
              </li>
            </ul>
          </TiltCard>

          <TiltCard
            variant="about"
            as="section"
            className={s.portfolio}
            aria-labelledby="portfolio-title"
          >
            <h2 id="portfolio-title" className={s.h2}>
              {site.portfolio.label}
            </h2>
            <p className={s.muted}>
              the work beyond keyboards: design, code and the things in between.
            </p>
            <p className={s.soon}>coming soon</p>
          </TiltCard>
        </div>
      </div>
    </div>
  )
}
