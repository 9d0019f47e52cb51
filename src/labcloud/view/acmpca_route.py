"""``GET /_labcloud/acmpca``: AWS Private CA for the view. The CAs of the server's account and Region (type,
status, key and signing algorithm, subject, NotAfter, where the CRL is published) read through Private CA's
own API, and each CA's newest certificates (CERTIFICATES_SHOWN: serial, subject, NotAfter, status, the
revocation's time and reason) read through Private CA's ``IssuedCertificates``: AWS has no API listing them.
Never a key."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from labcloud.internal.routes import InternalRequest, InternalResponse, InternalRoute, json_response
from labcloud.view.paging import every_page
from labcloud.view.times import epoch_seconds

if TYPE_CHECKING:
    from labcloud.hub import Hub
    from labcloud.services.acmpca.interfaces import IssuedCertificate

SERVICE = "acm-pca"
#: Pages of CAs read (100 a page); certificates shown per CA.
MAX_PAGES = 10
CERTIFICATES_SHOWN = 50


async def _authorities(hub: Hub) -> list[dict[str, Any]]:
    return await every_page(
        hub,
        SERVICE,
        "ListCertificateAuthorities",
        "CertificateAuthorities",
        {"MaxResults": 100},
        token_name="NextToken",
        max_pages=MAX_PAGES,
    )


def _certificate(issued: IssuedCertificate) -> dict[str, Any]:
    return {
        "arn": issued.arn,
        "serial": issued.serial,
        "subject": issued.subject,
        "template": issued.template,
        "issued_at": issued.issued_at,
        "not_after": issued.not_after,
        "status": issued.status,
        "revoked_at": issued.revoked_at,
        "revocation_reason": issued.revocation_reason,
    }


async def _listing(hub: Hub) -> list[dict[str, Any]]:
    from labcloud.services.acmpca.interfaces import IssuedCertificates

    ledger = hub.interface(IssuedCertificates)
    account, region = hub.settings.account_id, hub.settings.region
    out: list[dict[str, Any]] = []
    for authority in await _authorities(hub):
        arn = str(authority["Arn"])
        configuration = authority.get("CertificateAuthorityConfiguration") or {}
        subject = configuration.get("Subject") or {}
        issued = ledger.issued_certificates(account, region, arn, CERTIFICATES_SHOWN) if ledger else []
        out.append(
            {
                "id": arn.rsplit("/", 1)[-1],
                "arn": arn,
                "common_name": subject.get("CommonName"),
                "type": authority.get("Type"),
                "status": authority.get("Status"),
                "key_algorithm": configuration.get("KeyAlgorithm"),
                "signing_algorithm": configuration.get("SigningAlgorithm"),
                "not_after": epoch_seconds(authority.get("NotAfter")),
                "crl": ledger.crl_location(account, region, arn) if ledger else None,
                "certificates": [_certificate(i) for i in issued],
            }
        )
    return sorted(out, key=lambda a: (str(a["common_name"] or ""), a["id"]))


def acmpca_routes(hub: Hub) -> list[InternalRoute]:
    async def listing(_request: InternalRequest) -> InternalResponse:
        if not hub.serves(SERVICE):
            return json_response({"authorities": []})
        return json_response({"authorities": await _listing(hub)})

    return [InternalRoute("GET", "/acmpca", listing)]
