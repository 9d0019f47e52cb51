"""A custom domain name's mutual TLS, as its record keeps it: ``mutualTlsAuthentication`` (``truststoreUri``,
``truststoreVersion``, ``truststoreWarnings``) and the truststore's certificates (``_truststorePem``, never
answered), set from CreateDomainName's member or UpdateDomainName's ``/mutualTlsAuthentication/*`` patches
(an empty URI turns mutual TLS off), and checked: REGIONAL names and the TLS_1_2 policy only, as on AWS.
``truststore.py`` reads and checks the file; ``domains.py`` hands the certificates to the TLS listener."""

from __future__ import annotations

from typing import Any

from labcloud.context import RequestContext
from labcloud.services.apigateway import truststore
from labcloud.services.apigateway.errors import bad_request
from labcloud.services.apigateway.state import ApigwState


def check(doc: dict[str, Any], kind: str) -> None:
    """BadRequestException when a name of ``kind`` cannot have the mutual TLS ``doc`` sets."""
    if (doc.get("mutualTlsAuthentication") or {}).get("truststoreUri"):
        if kind != "REGIONAL":
            raise bad_request("Mutual TLS authentication is supported only for REGIONAL custom domain names")
        if doc.get("securityPolicy", "TLS_1_2") != "TLS_1_2":
            raise bad_request("Mutual TLS authentication requires the TLS_1_2 security policy")


def with_truststore(doc: dict[str, Any], config: dict[str, Any] | None, loaded: Any) -> dict[str, Any]:
    """``doc`` with its mutual TLS set from ``config`` (``truststoreUri``, ``truststoreVersion``) and the
    truststore ``truststore.load`` read for it; an empty URI turns mutual TLS off."""
    out = {k: v for k, v in doc.items() if k not in ("mutualTlsAuthentication", "_truststorePem")}
    if not config or not config.get("truststoreUri"):
        return out
    if not isinstance(loaded, dict):
        raise bad_request("The truststore could not be read")
    tls: dict[str, Any] = {"truststoreUri": str(config["truststoreUri"])}
    if config.get("truststoreVersion"):
        tls["truststoreVersion"] = str(config["truststoreVersion"])
    if loaded.get("warnings"):
        tls["truststoreWarnings"] = list(loaded["warnings"])
    out["mutualTlsAuthentication"] = tls
    out["_truststorePem"] = str(loaded["pem"])
    return out


async def loaded(state: ApigwState, ctx: RequestContext, config: dict[str, Any] | None) -> Any:
    """The truststore ``config`` names, read and checked (None when it names none)."""
    if not config or not config.get("truststoreUri"):
        return None
    return await truststore.load(
        state.calls, ctx, str(config["truststoreUri"]), config.get("truststoreVersion") or None
    )


def patches(operations: list[Any], current: dict[str, Any] | None) -> tuple[list[Any], dict[str, Any] | None]:
    """The operations other than mutual TLS's, and the mutual TLS configuration after them (``current``
    when none names it): ``replace`` of ``/mutualTlsAuthentication/truststoreUri`` or ``/truststoreVersion``."""
    rest: list[Any] = []
    config = dict(current) if current else None
    touched = False
    for operation in operations:
        path = str(operation.get("path") or "")
        if not path.startswith("/mutualTlsAuthentication"):
            rest.append(operation)
            continue
        member = path.removeprefix("/mutualTlsAuthentication/")
        op = str(operation.get("op") or "")
        if member not in ("truststoreUri", "truststoreVersion") or op not in ("replace", "remove"):
            raise bad_request(f"Invalid patch path '{path}' specified for op '{op}'")
        touched = True
        config = {k: v for k, v in (config or {}).items() if k != "truststoreWarnings"}
        value = operation.get("value") if op == "replace" else None
        if value:
            config[member] = str(value)
        else:
            config.pop(member, None)
    if touched and config and not config.get("truststoreUri"):
        if current and current.get("truststoreUri"):
            config = {}  # the URI removed: mutual TLS off, its version with it
        else:
            raise bad_request("A truststoreVersion needs the truststoreUri it is a version of")
    return rest, (config if touched else current)
