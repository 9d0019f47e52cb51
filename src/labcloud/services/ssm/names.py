"""Parameter names: AWS's naming rules, hierarchy depth, ARNs (leading slash handling) and selectors.

A name is a plain name (``db-password``) or a path (``/app/prod/db``) of at most 15 levels; only
letters, digits and ``.-_`` form each level; a name must not begin with ``aws`` or ``ssm`` in any case
(with or without the leading slash); a name holding ``/`` must begin with it. The ARN of ``/a/b`` is
``arn:aws:ssm:REGION:ACCOUNT:parameter/a/b`` and that of ``a`` is ``...:parameter/a``: the leading slash
is not doubled. A request may name a parameter by its ARN, and GetParameter(s) take a selector
after the name: ``name:3`` (a version) or ``name:label``.
"""

from __future__ import annotations

import re

from labcloud.services.ssm.errors import NAME_RULES, hierarchy_too_deep, validation

MAX_NAME = 1011
MAX_LEVELS = 15
_LEVEL = re.compile(r"[A-Za-z0-9_.\-]+")
_ARN = re.compile(r"^arn:aws[a-z-]*:ssm:([a-z0-9-]*):(\d*):parameter(/.*)$")


def check_name(name: str) -> None:
    """AWS's checks of a name a parameter is created with."""
    if len(name) > MAX_NAME:
        raise validation(
            f"1 validation error detected: Value '{name}' at 'name' failed to satisfy constraint: "
            f"Member must have length less than or equal to {MAX_NAME}"
        )
    if "/" in name and not name.startswith("/"):
        raise validation("Parameter name must be a fully qualified name.")
    levels = name[1:].split("/") if name.startswith("/") else [name]
    if not all(_LEVEL.fullmatch(level) for level in levels):
        raise validation(NAME_RULES)
    if levels[0].lower().startswith(("aws", "ssm")):
        raise validation(NAME_RULES)
    if len(levels) > MAX_LEVELS:
        raise hierarchy_too_deep()


def check_path(path: str) -> None:
    """A path GetParametersByPath (or a Path filter) takes: ``/`` or ``/a/b`` (a trailing slash allowed)."""
    if not path.startswith("/"):
        raise validation(
            "The parameter doesn't meet the parameter name requirements. The parameter name must begin with a "
            'forward slash "/". It can\'t be prefixed with "aws" or "ssm" (case-insensitive). It must use only '
            "letters, numbers, or the following symbols: . (period), - (hyphen), _ (underscore). Special "
            "characters are not allowed. All sub-paths, if specified, must use the forward slash symbol "
            '"/". Valid example: /get/parameters2-/by1./path0_.'
        )
    levels = [level for level in path.strip("/").split("/") if level]
    if not all(_LEVEL.fullmatch(level) for level in levels):
        raise validation(NAME_RULES)
    if len(levels) >= MAX_LEVELS:
        raise hierarchy_too_deep()


def arn(region: str, account_id: str, name: str) -> str:
    return f"arn:aws:ssm:{region}:{account_id}:parameter/{name.removeprefix('/')}"


def from_arn(value: str) -> tuple[str, str, str] | None:
    """(region, account, name) of a parameter ARN; the name keeps the slash a path has."""
    found = _ARN.match(value)
    if found is None:
        return None
    rest = found.group(3)
    name = rest if rest.count("/") > 1 else rest[1:]
    return found.group(1), found.group(2), name


def split_selector(value: str) -> tuple[str, str | None]:
    """``name:selector`` → (name, selector); an ARN's own colons are not selectors."""
    head = ""
    if value.startswith("arn:"):
        cut = value.find(":parameter/")
        if cut < 0:
            return value, None
        head, value = value[: cut + len(":parameter")], value[cut + len(":parameter") :]
    if ":" in value:
        name, selector = value.split(":", 1)
        return head + name, selector
    return head + value, None
