"""Bot Control's COMMON inspection level as labcloud approximates it: which bot a request's User-Agent
names (labcloud's own short signature table: AWS's is not public), its category, whether labcloud counts it
as verified, and the signals (an automated browser, a non-browser user agent, a bot data center address
from LABCLOUD_WAF_BOT_DATA_CENTERS). AWS verifies a bot by its source address; labcloud cannot, so a name
in the verified part of the table is verified from the User-Agent alone (docs/wafv2.md)."""

from __future__ import annotations

import ipaddress
from dataclasses import dataclass
from functools import lru_cache

from labcloud.services.wafv2.interfaces import WafRequest
from labcloud.services.wafv2.managed_detectors import Detector, ManagedInputs

#: The categories AWS documents, by the Bot Control rule that blocks an unverified bot of that category.
CATEGORIES = {
    "CategoryAdvertising": "advertising",
    "CategoryArchiver": "archiver",
    "CategoryContentFetcher": "content_fetcher",
    "CategoryEmailClient": "email_client",
    "CategoryHttpLibrary": "http_library",
    "CategoryLinkChecker": "link_checker",
    "CategoryMiscellaneous": "miscellaneous",
    "CategoryMonitoring": "monitoring",
    "CategoryScrapingFramework": "scraping_framework",
    "CategorySearchEngine": "search_engine",
    "CategorySecurity": "security",
    "CategorySeo": "seo",
    "CategorySocialMedia": "social_media",
    "CategoryAI": "ai",
}


@dataclass(frozen=True, slots=True)
class Bot:
    name: str  # the ``bot:name:`` label's value ("" when the bot is only recognised as one)
    category: str
    verified: bool


def _table(category: str, verified: bool, *tokens: str) -> list[tuple[str, Bot]]:
    """(token looked for in the lowercased User-Agent, the bot it names); a name is its token with
    ``-``, ``.`` and ``/`` as ``_``."""
    return [
        (t, Bot(t.replace("-", "_").replace(".", "_").replace("/", "").strip("_"), category, verified))
        for t in tokens
    ]


#: First match wins, so the more specific tokens come first (``adsbot-google`` before ``googlebot``).
SIGNATURES: tuple[tuple[str, Bot], ...] = tuple(
    _table("advertising", True, "adsbot-google", "mediapartners-google")
    + _table("advertising", False, "amazonadbot", "criteobot")
    + _table("content_fetcher", True, "feedfetcher-google")
    + _table("content_fetcher", False, "feedly", "newsblur", "inoreader", "pocketparser")
    + _table(
        "search_engine",
        True,
        "googlebot",
        "bingbot",
        "slurp",
        "duckduckbot",
        "applebot",
        "yandexbot",
        "baiduspider",
    )
    + _table("search_engine", False, "petalbot", "seznambot", "mojeekbot")
    + _table("social_media", True, "facebookexternalhit", "twitterbot", "linkedinbot", "slackbot")
    + _table("social_media", False, "discordbot", "telegrambot", "whatsapp", "pinterestbot")
    + _table(
        "ai", False, "gptbot", "chatgpt-user", "oai-searchbot", "claudebot", "claude-web", "anthropic-ai"
    )
    + _table("ai", False, "perplexitybot", "ccbot", "bytespider", "meta-externalagent", "cohere-ai")
    + _table("archiver", False, "ia_archiver", "archive.org_bot", "heritrix")
    + _table("email_client", False, "googleimageproxy", "yahoomailproxy")
    + _table("link_checker", False, "w3c-checklink", "linkchecker", "xenu")
    + _table("monitoring", False, "pingdom", "uptimerobot", "statuscake", "site24x7", "datadogsynthetics")
    + _table("monitoring", False, "newrelicpinger", "better uptime")
    + _table("security", False, "censysinspect", "detectify", "qualys", "internet-measurement")
    + _table("seo", False, "ahrefsbot", "semrushbot", "mj12bot", "dotbot", "rogerbot", "screaming frog")
    + _table("scraping_framework", False, "scrapy", "colly", "apache-nutch", "crawler4j")
    + _table("http_library", False, "curl/", "wget/", "python-requests", "python-urllib", "aiohttp", "httpx")
    + _table("http_library", False, "go-http-client", "okhttp", "axios", "node-fetch", "undici")
    + _table(
        "http_library", False, "java/", "apache-httpclient", "libwww-perl", "guzzlehttp", "postmanruntime"
    )
)
#: Words that make a User-Agent a bot the table does not name (CategoryMiscellaneous, no name label).
_MISCELLANEOUS = ("bot", "crawler", "spider")
#: What an automated browser says of itself in its User-Agent.
_AUTOMATED = ("headlesschrome", "phantomjs", "selenium", "webdriver", "puppeteer", "playwright", "slimerjs")
#: How a browser's User-Agent starts.
_BROWSERS = ("mozilla/", "opera/")
#: The User-Agent length looked at (bounded work for every request).
_LIMIT = 512


def user_agent(r: WafRequest) -> str:
    return (r.headers.get("user-agent") or "").strip().lower()[:_LIMIT]


@lru_cache(maxsize=1024)
def identify(agent: str) -> Bot | None:
    """The bot a lowercased User-Agent names, or None."""
    for token, bot in SIGNATURES:
        if token in agent:
            return bot
    if any(word in agent for word in _MISCELLANEOUS):
        return Bot("", "miscellaneous", False)
    return None


def identity_labels(r: WafRequest, _inputs: ManagedInputs) -> tuple[str, ...]:
    """The labels Bot Control adds whatever its rules do: the bot's name, and for a verified bot its
    category and ``bot:verified`` (no rule of the group matches it), else ``bot:unverified``."""
    bot = identify(user_agent(r))
    if bot is None:
        return ()
    named = (f"bot:name:{bot.name}",) if bot.name else ()
    if bot.verified:
        return (*named, f"bot:category:{bot.category}", "bot:verified")
    return (*named, "bot:unverified")


def _verified(r: WafRequest) -> bool:
    bot = identify(user_agent(r))
    return bot is not None and bot.verified


def category(name: str) -> Detector:
    """A Category* rule: an unverified bot of that category."""

    def found(r: WafRequest, _inputs: ManagedInputs) -> bool:
        bot = identify(user_agent(r))
        return bot is not None and not bot.verified and bot.category == name

    return found


def automated_browser(r: WafRequest, _inputs: ManagedInputs) -> bool:
    agent = user_agent(r)
    return not _verified(r) and any(word in agent for word in _AUTOMATED)


def non_browser(r: WafRequest, _inputs: ManagedInputs) -> bool:
    """A User-Agent that is not a browser's (none at all counts): not for a verified bot."""
    return not _verified(r) and not user_agent(r).startswith(_BROWSERS)


def data_center(r: WafRequest, inputs: ManagedInputs) -> bool:
    """The client address is in LABCLOUD_WAF_BOT_DATA_CENTERS (empty by default: labcloud has no list of
    the data centers bots use)."""
    if not inputs.data_centers or _verified(r):
        return False
    try:
        address = ipaddress.ip_address(r.client_ip)
    except ValueError:
        return False
    return any(address in n for n in inputs.data_centers if n.version == address.version)


def available_labels() -> tuple[str, ...]:
    """The labels beyond the rules' own that the group can add (DescribeManagedRuleGroup's AvailableLabels)."""
    names = dict.fromkeys(f"bot:name:{bot.name}" for _, bot in SIGNATURES)
    return ("bot:verified", "bot:unverified", *names)
