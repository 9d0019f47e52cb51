"""Resource path parts: literals, ``{param}`` and the greedy ``{proxy+}``, as AWS allows them."""

from __future__ import annotations

import re

from labcloud.services.apigateway.errors import bad_request

_PART = re.compile(r"^(?:[A-Za-z0-9._:@$&'()*,;=~-]+|\{[A-Za-z0-9._-]+\+?\})$")


def is_variable(part: str) -> bool:
    return part.startswith("{") and part.endswith("}")


def is_greedy(part: str) -> bool:
    return part.startswith("{") and part.endswith("+}")


def variable_name(part: str) -> str:
    return part[1:-1].rstrip("+")


def check_part(part: str) -> None:
    if not _PART.match(part):
        raise bad_request(
            "Resource's path part only allow a-zA-Z0-9._- and curly braces at the beginning and the end "
            "and an optional plus sign before the closing brace."
        )


def child_path(parent_path: str, part: str) -> str:
    return f"/{part}" if parent_path == "/" else f"{parent_path}/{part}"
