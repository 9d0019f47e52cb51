"""DescribeCertificate, ListCertificates, GetCertificate, ExportCertificate, DeleteCertificate,
RenewCertificate and UpdateCertificateOptions."""

from __future__ import annotations

import base64
import binascii
import json
from typing import TYPE_CHECKING

from labcloud.context import RequestContext
from labcloud.services.acm import pki
from labcloud.services.acm.errors import (
    in_progress,
    in_use,
    invalid_args,
    invalid_state,
    validation,
)
from labcloud.services.acm.events import publish
from labcloud.services.acm.lifecycle import settle
from labcloud.services.acm.names import find
from labcloud.services.acm.repo.certificates import Certificate
from labcloud.services.acm.state import AcmState
from labcloud.services.acm.uses import in_use_by
from labcloud.services.acm.views import detail, extended_key_usages, key_usages, summary

if TYPE_CHECKING:
    from labcloud.services.acm.api import (
        DeleteCertificateRequest,
        DeleteCertificateResponse,
        DescribeCertificateRequest,
        DescribeCertificateResponse,
        ExportCertificateRequest,
        ExportCertificateResponse,
        GetCertificateRequest,
        GetCertificateResponse,
        ListCertificatesRequest,
        ListCertificatesResponse,
        RenewCertificateRequest,
        RenewCertificateResponse,
        UpdateCertificateOptionsRequest,
        UpdateCertificateOptionsResponse,
    )

#: ListCertificates' keyTypes when Includes names none (AWS lists only RSA_1024 and RSA_2048 then).
DEFAULT_KEY_TYPES = ("RSA_1024", "RSA_2048")
DEFAULT_MAX_ITEMS = 1000


async def describe_certificate(
    state: AcmState, request: DescribeCertificateRequest, ctx: RequestContext
) -> DescribeCertificateResponse:
    certificate = settle(state, find(state, ctx, request["CertificateArn"]))
    users = (await in_use_by(state, ctx)).get(certificate.arn, [])
    return {"Certificate": detail(certificate, users)}


def _token(position: int) -> str:
    return base64.urlsafe_b64encode(json.dumps({"at": position}).encode()).decode()


def _position(token: str) -> int:
    try:
        position = json.loads(base64.urlsafe_b64decode(token.encode()))["at"]
    except (ValueError, KeyError, TypeError, binascii.Error):
        raise invalid_args(f"The NextToken {token!r} is not valid.") from None
    if not isinstance(position, int) or position < 0:
        raise invalid_args(f"The NextToken {token!r} is not valid.")
    return position


def _included(certificate: Certificate, includes: dict[str, object]) -> bool:
    key_types = includes.get("keyTypes") or DEFAULT_KEY_TYPES
    if certificate.key_algorithm not in key_types:  # type: ignore[operator]
        return False
    wanted_ekus = includes.get("extendedKeyUsage") or []
    if wanted_ekus:
        have = {usage["Name"] for usage in extended_key_usages(certificate)}
        if not all(name in have or name == "ANY" for name in wanted_ekus):  # type: ignore[attr-defined]
            return False
    wanted_kus = includes.get("keyUsage") or []
    if wanted_kus and not all(name in key_usages(certificate) or name == "ANY" for name in wanted_kus):  # type: ignore[attr-defined]
        return False
    export = includes.get("exportOption")
    if export and certificate.options.get("Export", "DISABLED") != export:
        return False
    return not includes.get("managedBy")  # labcloud manages no certificate for CloudFront


async def list_certificates(
    state: AcmState, request: ListCertificatesRequest, ctx: RequestContext
) -> ListCertificatesResponse:
    for member in ("CertificateKeyPairOrigins", "RootHierarchyTypes"):
        if request.get(member):
            raise validation(f"The {member} filter is not supported by labcloud.")
    statuses = set(request.get("CertificateStatuses") or [])
    includes: dict[str, object] = dict(request.get("Includes") or {})
    found = [settle(state, c) for c in state.certificates.all_in(ctx.account_id, ctx.region)]
    chosen = [c for c in found if (not statuses or c.status in statuses) and _included(c, includes)]
    if request.get("SortOrder") == "DESCENDING":
        chosen.reverse()
    start = _position(request["NextToken"]) if request.get("NextToken") else 0
    size = request.get("MaxItems") or DEFAULT_MAX_ITEMS
    page = chosen[start : start + size]
    users = await in_use_by(state, ctx) if page else {}
    out: ListCertificatesResponse = {
        "CertificateSummaryList": [summary(c, bool(users.get(c.arn))) for c in page]
    }
    if start + size < len(chosen):
        out["NextToken"] = _token(start + size)
    return out


def _readable(certificate: Certificate) -> None:
    if certificate.certificate is None:  # pending, or its validation timed out: nothing was issued
        raise in_progress(certificate.arn, certificate.status)


def get_certificate(
    state: AcmState, request: GetCertificateRequest, ctx: RequestContext
) -> GetCertificateResponse:
    certificate = settle(state, find(state, ctx, request["CertificateArn"]))
    _readable(certificate)
    assert certificate.certificate is not None
    out: GetCertificateResponse = {"Certificate": certificate.certificate.strip()}
    if certificate.chain:
        out["CertificateChain"] = certificate.chain.strip()
    return out


def export_certificate(
    state: AcmState, request: ExportCertificateRequest, ctx: RequestContext
) -> ExportCertificateResponse:
    certificate = settle(state, find(state, ctx, request["CertificateArn"]))
    if certificate.type != "PRIVATE" and certificate.options.get("Export") != "ENABLED":
        raise validation(
            f"Certificate ARN: {certificate.arn} is not a private certificate and was not requested"
            " with the Export option ENABLED."
        )
    _readable(certificate)
    passphrase = request["Passphrase"]
    if len(passphrase) < 4:
        raise validation("The passphrase must be at least 4 bytes long.")
    assert certificate.private_key is not None and certificate.certificate is not None
    key = pki.key_pem(pki.load_key(certificate.private_key), passphrase)
    with state.store.transaction():
        changed = state.certificates.update(certificate, exported=True)
        publish(state, "acm.certificate.exported", changed)
    return {
        "Certificate": certificate.certificate.strip(),
        "CertificateChain": (certificate.chain or "").strip(),
        "PrivateKey": key.strip(),
    }


async def delete_certificate(
    state: AcmState, request: DeleteCertificateRequest, ctx: RequestContext
) -> DeleteCertificateResponse:
    certificate = find(state, ctx, request["CertificateArn"])
    if (await in_use_by(state, ctx)).get(certificate.arn):
        raise in_use(certificate.arn)
    with state.store.transaction():
        state.certificates.remove(certificate.arn)
        publish(state, "acm.certificate.deleted", certificate)
    return {}


def renew_certificate(
    state: AcmState, request: RenewCertificateRequest, ctx: RequestContext
) -> RenewCertificateResponse:
    certificate = settle(state, find(state, ctx, request["CertificateArn"]))
    if certificate.type == "PRIVATE":
        raise validation(
            f"Certificate {certificate.arn} is private: labcloud does not renew private certificates;"
            " request a new one from the same CA."
        )
    raise validation(
        f"Certificate {certificate.arn} is not a private certificate: only private certificates can be renewed"
        " with RenewCertificate (ACM renews the public certificates it issued itself)."
    )


def update_certificate_options(
    state: AcmState, request: UpdateCertificateOptionsRequest, ctx: RequestContext
) -> UpdateCertificateOptionsResponse:
    certificate = settle(state, find(state, ctx, request["CertificateArn"]))
    options = request["Options"]
    if certificate.type == "IMPORTED":
        raise validation(f"Certificate {certificate.arn} is imported: its options cannot be updated.")
    if certificate.status in ("VALIDATION_TIMED_OUT", "FAILED", "REVOKED", "EXPIRED"):
        raise invalid_state(f"Certificate {certificate.arn} is in state {certificate.status}.")
    export = options.get("Export")
    if export and export != certificate.options.get("Export", "DISABLED"):
        raise validation("The Export option is set when the certificate is requested and cannot be changed.")
    if options.get("ValidationMethod"):
        raise validation("Options.ValidationMethod is not supported by labcloud.")
    preference = options.get("CertificateTransparencyLoggingPreference")
    if preference:
        with state.store.transaction():
            changed = state.certificates.update(
                certificate,
                options={**certificate.options, "CertificateTransparencyLoggingPreference": preference},
            )
            publish(state, "acm.certificate.options_updated", changed, transparency=preference)
    return {}
