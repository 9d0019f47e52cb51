"""RevokeCertificate: the revocation recorded, the CA's CRL remade (DER, kept with the CA) and, when the
CA's CrlConfiguration is enabled, written to its S3 bucket as ``crl/<CA id>.crl`` through S3's API (an
``acm-pca.crl.generated`` event, or ``acm-pca.crl.failed`` when S3 refuses it)."""

from __future__ import annotations

import asyncio
from typing import TYPE_CHECKING, Any

from labcloud import clock
from labcloud.context import RequestContext
from labcloud.errors import AwsError
from labcloud.services.acmpca import pki
from labcloud.services.acmpca.errors import already_processed, invalid_args, invalid_state, not_found
from labcloud.services.acmpca.events import publish
from labcloud.services.acmpca.names import find
from labcloud.services.acmpca.repo.records import Authority
from labcloud.services.acmpca.state import AcmPcaState

if TYPE_CHECKING:
    from labcloud.services.acmpca.api import RevokeCertificateRequest, RevokeCertificateResponse

REASONS = (
    "UNSPECIFIED",
    "KEY_COMPROMISE",
    "CERTIFICATE_AUTHORITY_COMPROMISE",
    "AFFILIATION_CHANGED",
    "SUPERSEDED",
    "CESSATION_OF_OPERATION",
    "PRIVILEGE_WITHDRAWN",
    "A_A_COMPROMISE",
)


def normal_serial(text: str) -> str:
    """A serial as given (hex, with or without colons) in AWS's colon form; InvalidArgsException if not hex."""
    raw = text.replace(":", "").strip().lower()
    try:
        return pki.serial_text(int(raw, 16))
    except ValueError:
        raise invalid_args(f"CertificateSerial {text!r} is not a hexadecimal serial number.") from None


def crl_key(authority: Authority) -> str:
    crl = authority.revocation.get("CrlConfiguration") or {}
    path = str(crl.get("CustomPath") or "crl").strip("/")
    return f"{path}/{authority.arn.rsplit('/', 1)[-1]}.crl"


def crl_url(authority: Authority) -> str | None:
    """The URL certificates name for the CA's CRL (its CustomCname, else the bucket's S3 host), None when
    the CRL is disabled or its extension omitted."""
    crl = authority.revocation.get("CrlConfiguration") or {}
    if not crl.get("Enabled") or (crl.get("CrlDistributionPointExtensionConfiguration") or {}).get(
        "OmitExtension"
    ):
        return None
    host = crl.get("CustomCname") or f"{crl.get('S3BucketName')}.s3.amazonaws.com"
    return f"http://{host}/{crl_key(authority)}"


async def _write_crl(state: AcmPcaState, authority: Authority, data: bytes) -> None:
    crl = authority.revocation.get("CrlConfiguration") or {}
    if not crl.get("Enabled") or not crl.get("S3BucketName"):
        return
    params: dict[str, Any] = {"Bucket": crl["S3BucketName"], "Key": crl_key(authority), "Body": data}
    try:
        await state.services.call(
            "s3", "PutObject", params, account_id=authority.account_id, region=authority.region
        )
    except AwsError as exc:  # CloudWatch's MisconfiguredCRLBucket, as AWS reports it
        with state.store.transaction():
            publish(state, "acm-pca.crl.failed", authority, error=exc.code, message=exc.message)
        return
    with state.store.transaction():  # CloudWatch's CRLGenerated
        publish(state, "acm-pca.crl.generated", authority, bucket=params["Bucket"], key=params["Key"])


async def revoke_certificate(
    state: AcmPcaState, request: RevokeCertificateRequest, ctx: RequestContext
) -> RevokeCertificateResponse:
    authority = find(state, ctx, request["CertificateAuthorityArn"])
    reason = request["RevocationReason"]
    if reason not in REASONS:
        raise invalid_args(f"RevocationReason must be one of {', '.join(REASONS)}.")
    if authority.status not in ("ACTIVE", "DISABLED") or authority.certificate is None:
        raise invalid_state(
            f"The certificate authority {authority.arn} is {authority.status}: it revokes only when ACTIVE or DISABLED."
        )
    serial = normal_serial(request["CertificateSerial"])
    issued = state.records.issued_by_serial(authority.arn, serial)
    if issued is None:
        raise not_found(f"Certificate with serial {serial} issued by {authority.arn}")
    if issued.revoked is not None:
        raise already_processed(f"The certificate with serial {serial} is already revoked.")
    now = clock.now()
    revoked = [
        (int(i.serial.replace(":", ""), 16), i.revoked or now) for i in state.records.revoked(authority.arn)
    ]
    revoked.append((int(serial.replace(":", ""), 16), now))
    issuer = pki.pems(authority.certificate)[0]
    days = int((authority.revocation.get("CrlConfiguration") or {}).get("ExpirationInDays") or 7)
    signing = authority.configuration["SigningAlgorithm"]
    data = await asyncio.to_thread(pki.crl, issuer, authority.private_key, signing, revoked, now, days)
    with state.store.transaction():
        state.records.revoke(issued.arn, now, reason)
        changed = state.records.update(authority, crl=data)
        publish(state, "acm-pca.certificate.revoked", changed, certificate=issued.arn, reason=reason)
    await _write_crl(state, changed, data)
    return {}
