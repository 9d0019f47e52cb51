"""An HTTP API's CorsConfiguration: its checks, preflight answers and the headers added to answers."""

from __future__ import annotations

from typing import Any

from labcloud.services.apigatewayv2.errors import bad_request

MEMBERS = ("AllowCredentials", "AllowHeaders", "AllowMethods", "AllowOrigins", "ExposeHeaders", "MaxAge")


def checked(config: dict[str, Any]) -> dict[str, Any]:
    max_age = config.get("MaxAge")
    if max_age is not None and not -1 <= int(max_age) <= 86400:
        raise bad_request("MaxAge must be between -1 and 86400")
    if config.get("AllowCredentials") and "*" in (config.get("AllowOrigins") or []):
        raise bad_request("allow-credentials cannot be used with an allow-origin of *")
    return {k: config[k] for k in MEMBERS if config.get(k) is not None}


def _origin(config: dict[str, Any], origin: str) -> str | None:
    allowed = [str(o) for o in config.get("AllowOrigins") or []]
    if "*" in allowed:
        return "*"
    return origin if origin.lower() in (o.lower() for o in allowed) else None


def preflight(config: dict[str, Any], headers: dict[str, str]) -> list[tuple[str, str]]:
    """The headers of a 204 answer to a preflight (none when the origin or method is not allowed)."""
    origin = _origin(config, headers.get("origin", ""))
    method = headers.get("access-control-request-method", "").upper()
    methods = [str(m).upper() for m in config.get("AllowMethods") or []]
    if origin is None or not ("*" in methods or method in methods):
        return []
    out = [("Access-Control-Allow-Origin", origin), ("Access-Control-Allow-Methods", ",".join(methods))]
    wanted = headers.get("access-control-request-headers", "")
    allowed = [str(h).lower() for h in config.get("AllowHeaders") or []]
    if allowed:
        out.append(
            ("Access-Control-Allow-Headers", wanted if "*" in allowed and wanted else ",".join(allowed))
        )
    if config.get("AllowCredentials"):
        out.append(("Access-Control-Allow-Credentials", "true"))
    if config.get("MaxAge") is not None:
        out.append(("Access-Control-Max-Age", str(config["MaxAge"])))
    return out


def on_answer(config: dict[str, Any], headers: dict[str, str]) -> list[tuple[str, str]]:
    """CORS headers added to an actual answer to a request from an allowed origin."""
    origin = _origin(config, headers.get("origin", "")) if headers.get("origin") else None
    if origin is None:
        return []
    out = [("Access-Control-Allow-Origin", origin)]
    if config.get("ExposeHeaders"):
        out.append(("Access-Control-Expose-Headers", ",".join(config["ExposeHeaders"])))
    if config.get("AllowCredentials"):
        out.append(("Access-Control-Allow-Credentials", "true"))
    return out
