"""Private certificates (Type PRIVATE): RequestCertificate with CertificateAuthorityArn has an ACTIVE AWS
Private CA of the caller's account sign a CSR of a key ACM makes, through AWS Private CA's API
(``hub.call``); the certificate is ISSUED at once, exportable, its key kept here."""

from __future__ import annotations

import asyncio
from typing import Any

from labcloud.context import RequestContext
from labcloud.errors import AwsError
from labcloud.services.acm import pki
from labcloud.services.acm.errors import invalid_arn, validation

#: days a private certificate ACM requests is valid (ACM's private certificates: 13 months)
PRIVATE_VALID_DAYS = 395


async def _pca(
    state_services: Any, ctx: RequestContext, operation: str, params: dict[str, Any]
) -> dict[str, Any]:
    try:
        answer: dict[str, Any] = await state_services.call(
            "acm-pca", operation, params, account_id=ctx.account_id, region=ctx.region
        )
    except AwsError as exc:
        if exc.code in ("InvalidArnException", "ValidationException"):
            raise invalid_arn(str(params.get("CertificateAuthorityArn"))) from None
        raise validation(
            f"The private CA {params.get('CertificateAuthorityArn')} could not issue the certificate:"
            f" {exc.code}: {exc.message}"
        ) from None
    return answer


async def issue_private(
    services: Any, ctx: RequestContext, authority: str, names: tuple[str, ...], key: str
) -> tuple[str, str]:
    """(certificate PEM, chain PEM) signed by ``authority`` for ``names`` and the key ``key``."""
    described = await _pca(
        services, ctx, "DescribeCertificateAuthority", {"CertificateAuthorityArn": authority}
    )
    ca = described["CertificateAuthority"]
    if ca.get("Status") != "ACTIVE":
        raise validation(
            f"The private CA {authority} is {ca.get('Status')}: it issues certificates only when ACTIVE."
        )
    request = await asyncio.to_thread(pki.csr, key, names)
    issued = await _pca(
        services,
        ctx,
        "IssueCertificate",
        {
            "CertificateAuthorityArn": authority,
            "Csr": request,
            "SigningAlgorithm": ca["CertificateAuthorityConfiguration"]["SigningAlgorithm"],
            "TemplateArn": "arn:aws:acm-pca:::template/EndEntityCertificate/V1",
            "Validity": {"Type": "DAYS", "Value": PRIVATE_VALID_DAYS},
        },
    )
    got = await _pca(
        services,
        ctx,
        "GetCertificate",
        {"CertificateAuthorityArn": authority, "CertificateArn": issued["CertificateArn"]},
    )
    return str(got["Certificate"]), str(got.get("CertificateChain") or "")
