"""The AppConfig Agent Lambda extension's settings: the ``AWS_APPCONFIG_EXTENSION_*`` variables of a function.

Each documented variable is either acted on (``appconfig_extension.py``) or refused: ``POLL_INTERVAL_SECONDS``
(default 45), ``POLL_TIMEOUT_MILLIS`` (3000: how long a fetch from AppConfig may take), ``MAX_CONNECTIONS``
(3: fetches of one function at once), ``LOG_LEVEL`` (info: the extension's own lines in the function's log),
``SERVICE_REGION`` (the function's region: where AppConfig is called), ``PREFETCH_LIST`` and ``HTTP_PORT``.
The cross-account role (``ROLE_ARN``, ``ROLE_EXTERNAL_ID``, ``ROLE_SESSION_NAME``) and the proxy
(``PROXY_URL``, ``PROXY_HEADERS``) are not served. A malformed value, or a variable not served, makes every
request of the function answer 400 ``BadRequestException`` naming it (and an error line in its log): the
extension does not start with settings it cannot honour.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

PREFIX = "AWS_APPCONFIG_EXTENSION_"
POLL_VARIABLE = PREFIX + "POLL_INTERVAL_SECONDS"
TIMEOUT_VARIABLE = PREFIX + "POLL_TIMEOUT_MILLIS"
CONNECTIONS_VARIABLE = PREFIX + "MAX_CONNECTIONS"
LOG_VARIABLE = PREFIX + "LOG_LEVEL"
REGION_VARIABLE = PREFIX + "SERVICE_REGION"
#: Settings of the extension labcloud does not act on: refused on every request, never ignored.
UNSERVED_VARIABLES = tuple(
    PREFIX + name
    for name in ("ROLE_ARN", "ROLE_EXTERNAL_ID", "ROLE_SESSION_NAME", "PROXY_URL", "PROXY_HEADERS")
)
DEFAULT_POLL = 45
DEFAULT_TIMEOUT_MS = 3000
DEFAULT_CONNECTIONS = 3
#: Log levels from most to least detailed; a line is written when its level is at least the setting's.
LEVELS = ("trace", "debug", "info", "warn", "error", "fatal", "none")
#: Bounds on the numbers (a day of polling, a minute of waiting, a hundred connections).
MAX_POLL = 86_400
MAX_TIMEOUT_MS = 60_000
MAX_CONNECTIONS = 100
_REGION = re.compile(r"[a-z]{2}(-[a-z]+)+-\d")


@dataclass(frozen=True, slots=True)
class Settings:
    poll_interval: float = DEFAULT_POLL
    poll_timeout: float = DEFAULT_TIMEOUT_MS / 1000
    max_connections: int = DEFAULT_CONNECTIONS
    log_level: int = LEVELS.index("info")
    region: str | None = None

    def logs(self, level: str) -> bool:
        """Whether a line of ``level`` is written."""
        return LEVELS.index(level) >= self.log_level


class BadSetting(Exception):
    """A variable the extension cannot start with; the message names it."""


def _whole(environment: dict[str, str], name: str, default: int, low: int, high: int) -> int:
    given = environment.get(name)
    if given is None:
        return default
    text = given.strip()
    if not text.isdigit() or not low <= int(text) <= high:
        raise BadSetting(f"{name} is {given!r}: it must be a whole number from {low} to {high}")
    return int(text)


def read(environment: dict[str, str]) -> Settings:
    """The function's settings; :class:`BadSetting` for the first value that cannot be honoured."""
    for name in UNSERVED_VARIABLES:
        if environment.get(name):
            raise BadSetting(
                f"{name} is set: labcloud's AppConfig extension does not serve it (see docs/appconfig.md)"
            )
    level = environment.get(LOG_VARIABLE, "info").strip().lower()
    if level not in LEVELS:
        raise BadSetting(
            f"{LOG_VARIABLE} is {environment[LOG_VARIABLE]!r}: it must be one of {', '.join(LEVELS)}"
        )
    region = environment.get(REGION_VARIABLE)
    if region is not None and not _REGION.fullmatch(region):
        raise BadSetting(f"{REGION_VARIABLE} is {region!r}: it must be a region name such as us-east-1")
    return Settings(
        poll_interval=_whole(environment, POLL_VARIABLE, DEFAULT_POLL, 0, MAX_POLL),
        poll_timeout=_whole(environment, TIMEOUT_VARIABLE, DEFAULT_TIMEOUT_MS, 1, MAX_TIMEOUT_MS) / 1000,
        max_connections=_whole(environment, CONNECTIONS_VARIABLE, DEFAULT_CONNECTIONS, 1, MAX_CONNECTIONS),
        log_level=LEVELS.index(level),
        region=region or None,
    )
