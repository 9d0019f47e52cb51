"""A CA's life: CreateCertificateAuthority (key and CSR made at once: PENDING_CERTIFICATE),
DescribeCertificateAuthority, ListCertificateAuthorities, UpdateCertificateAuthority (status and revocation
configuration), DeleteCertificateAuthority (DELETED for a restoration period), RestoreCertificateAuthority."""

from __future__ import annotations

import asyncio
from typing import TYPE_CHECKING, Any

from labcloud import clock
from labcloud.context import RequestContext
from labcloud.services.acmpca import pki
from labcloud.services.acmpca.errors import invalid_args, invalid_next_token, invalid_state
from labcloud.services.acmpca.events import publish
from labcloud.services.acmpca.names import find, live, new_arn
from labcloud.services.acmpca.repo.records import Authority
from labcloud.services.acmpca.state import AcmPcaState
from labcloud.services.acmpca.views import described
from labcloud.tag_lists import merged

if TYPE_CHECKING:
    from labcloud.services.acmpca.api import (
        CreateCertificateAuthorityRequest,
        CreateCertificateAuthorityResponse,
        DeleteCertificateAuthorityRequest,
        DeleteCertificateAuthorityResponse,
        DescribeCertificateAuthorityRequest,
        DescribeCertificateAuthorityResponse,
        ListCertificateAuthoritiesRequest,
        ListCertificateAuthoritiesResponse,
        RestoreCertificateAuthorityRequest,
        RestoreCertificateAuthorityResponse,
        RevocationConfiguration,
        UpdateCertificateAuthorityRequest,
        UpdateCertificateAuthorityResponse,
    )

#: IdempotencyToken: a repeat within this many seconds is the same request (AWS: five minutes).
TOKEN_SECONDS = 300.0
DAY = 86400.0
KEY_STORAGE = ("FIPS_140_2_LEVEL_2_OR_HIGHER", "FIPS_140_2_LEVEL_3_OR_HIGHER", "CCPC_LEVEL_1_OR_HIGHER")
USAGE_MODES = ("GENERAL_PURPOSE", "SHORT_LIVED_CERTIFICATE")
S3_ACLS = ("PUBLIC_READ", "BUCKET_OWNER_FULL_CONTROL")


def check_revocation(configuration: RevocationConfiguration | None) -> dict[str, Any]:
    """The RevocationConfiguration to record (InvalidArgsException for AWS's refusals)."""
    given: dict[str, Any] = dict(configuration or {})
    crl = given.get("CrlConfiguration")
    if crl and crl.get("Enabled"):
        days = crl.get("ExpirationInDays")
        if days is not None and not 1 <= int(days) <= 5000:
            raise invalid_args("CrlConfiguration.ExpirationInDays must be between 1 and 5000.")
        if not crl.get("S3BucketName"):
            raise invalid_args("CrlConfiguration.S3BucketName is required when the CRL is enabled.")
        if crl.get("S3ObjectAcl") and crl["S3ObjectAcl"] not in S3_ACLS:
            raise invalid_args(f"CrlConfiguration.S3ObjectAcl must be one of {', '.join(S3_ACLS)}.")
    return given


def _check_configuration(request: CreateCertificateAuthorityRequest) -> dict[str, Any]:
    configuration: dict[str, Any] = dict(request["CertificateAuthorityConfiguration"])
    key, signing = configuration["KeyAlgorithm"], configuration["SigningAlgorithm"]
    if key not in pki.KEY_ALGORITHMS:
        raise invalid_args(
            f"KeyAlgorithm {key} is not supported by labcloud: use one of {', '.join(pki.KEY_ALGORITHMS)}."
        )
    if signing not in pki.SIGNING_ALGORITHMS:
        raise invalid_args(
            f"SigningAlgorithm {signing} is not supported by labcloud: use one of {', '.join(pki.SIGNING_ALGORITHMS)}."
        )
    if not pki.signing_family_matches(signing, key):
        raise invalid_args(f"SigningAlgorithm {signing} does not match KeyAlgorithm {key}.")
    subject = configuration.get("Subject") or {}
    if not any(value for name, value in subject.items() if name != "CustomAttributes") and not subject.get(
        "CustomAttributes"
    ):
        raise invalid_args("The CA's Subject must have at least one attribute.")
    if configuration.get("CsrExtensions"):
        raise invalid_args("CsrExtensions is not supported by labcloud.")
    try:
        pki.subject_name(subject)
    except ValueError as exc:
        raise invalid_args(f"The CA's Subject is not valid: {exc}") from None
    return configuration


async def create_certificate_authority(
    state: AcmPcaState, request: CreateCertificateAuthorityRequest, ctx: RequestContext
) -> CreateCertificateAuthorityResponse:
    kind = request["CertificateAuthorityType"]
    if kind not in ("ROOT", "SUBORDINATE"):
        raise invalid_args(f"CertificateAuthorityType must be ROOT or SUBORDINATE, not {kind}.")
    configuration = _check_configuration(request)
    revocation = check_revocation(request.get("RevocationConfiguration"))
    storage = request.get("KeyStorageSecurityStandard") or "FIPS_140_2_LEVEL_3_OR_HIGHER"
    if storage not in KEY_STORAGE:
        raise invalid_args(f"KeyStorageSecurityStandard must be one of {', '.join(KEY_STORAGE)}.")
    usage = request.get("UsageMode") or "GENERAL_PURPOSE"
    if usage not in USAGE_MODES:
        raise invalid_args(f"UsageMode must be one of {', '.join(USAGE_MODES)}.")
    tags = merged((), request.get("Tags"), "certificate authority")
    token = request.get("IdempotencyToken")
    now = clock.now()
    if token:
        earlier = state.records.by_token(ctx.account_id, ctx.region, token, now - TOKEN_SECONDS)
        if earlier is not None:
            return {"CertificateAuthorityArn": earlier.arn}
    # an RSA 4096 key takes a second or more: made off the event loop
    key = await asyncio.to_thread(pki.new_key, configuration["KeyAlgorithm"])
    csr = await asyncio.to_thread(pki.csr, key, configuration["Subject"], configuration["SigningAlgorithm"])
    if token:  # a retry that arrived while the key was made
        earlier = state.records.by_token(ctx.account_id, ctx.region, token, now - TOKEN_SECONDS)
        if earlier is not None:
            return {"CertificateAuthorityArn": earlier.arn}
    authority = Authority(
        arn=new_arn(ctx),
        account_id=ctx.account_id,
        region=ctx.region,
        type=kind,
        status="PENDING_CERTIFICATE",
        configuration=configuration,
        revocation=revocation,
        key_storage=storage,
        usage_mode=usage,
        tags=tags,
        token=token,
        private_key=key,
        csr=csr,
        certificate=None,
        chain=None,
        serial=None,
        not_before=None,
        not_after=None,
        policy=None,
        created=now,
        changed=now,
        restorable_until=None,
        crl=None,
    )
    with state.store.transaction():
        state.records.insert(authority)
        publish(state, "acm-pca.authority.created", authority)
    return {"CertificateAuthorityArn": authority.arn}


def describe_certificate_authority(
    state: AcmPcaState, request: DescribeCertificateAuthorityRequest, ctx: RequestContext
) -> DescribeCertificateAuthorityResponse:
    return {"CertificateAuthority": described(find(state, ctx, request["CertificateAuthorityArn"]))}


def list_certificate_authorities(
    state: AcmPcaState, request: ListCertificateAuthoritiesRequest, ctx: RequestContext
) -> ListCertificateAuthoritiesResponse:
    token = request.get("NextToken")
    start = 0
    if token:
        if not token.isdigit():
            raise invalid_next_token(token)
        start = int(token)
    if request.get("ResourceOwner") == "OTHER_ACCOUNTS":  # labcloud shares no CA through AWS RAM
        return {"CertificateAuthorities": []}
    size = request.get("MaxResults") or 1000
    authorities = [a for a in state.records.all_in(ctx.account_id, ctx.region) if live(a) is not None]
    page = authorities[start : start + size]
    out: ListCertificateAuthoritiesResponse = {"CertificateAuthorities": [described(a) for a in page]}
    if start + size < len(authorities):
        out["NextToken"] = str(start + size)
    return out


def update_certificate_authority(
    state: AcmPcaState, request: UpdateCertificateAuthorityRequest, ctx: RequestContext
) -> UpdateCertificateAuthorityResponse:
    authority = find(state, ctx, request["CertificateAuthorityArn"])
    changes: dict[str, object] = {}
    status = request.get("Status")
    if status is not None:
        if status not in ("ACTIVE", "DISABLED"):
            raise invalid_args(f"Status can be set only to ACTIVE or DISABLED, not {status}.")
        if authority.status not in ("ACTIVE", "DISABLED"):
            raise invalid_state(
                f"The certificate authority {authority.arn} is {authority.status}: its status can be changed"
                " only when it is ACTIVE or DISABLED."
            )
        if status != authority.status:
            changes["status"] = status
    if "RevocationConfiguration" in request:
        if authority.status == "DELETED":
            raise invalid_state(f"The certificate authority {authority.arn} is DELETED.")
        changes["revocation"] = check_revocation(request["RevocationConfiguration"])
    if changes:
        changes["changed"] = clock.now()
        with state.store.transaction():
            changed = state.records.update(authority, **changes)
            publish(state, "acm-pca.authority.updated", changed)
    return {}


def delete_certificate_authority(
    state: AcmPcaState, request: DeleteCertificateAuthorityRequest, ctx: RequestContext
) -> DeleteCertificateAuthorityResponse:
    authority = find(state, ctx, request["CertificateAuthorityArn"])
    days = request.get("PermanentDeletionTimeInDays", 30)
    if not 7 <= days <= 30:
        raise invalid_args("PermanentDeletionTimeInDays must be between 7 and 30.")
    if authority.status == "ACTIVE":
        raise invalid_state(
            f"The certificate authority {authority.arn} is ACTIVE: disable it before you delete it."
        )
    if authority.status == "DELETED":
        raise invalid_state(f"The certificate authority {authority.arn} is already DELETED.")
    now = clock.now()
    until = now + days * DAY
    with state.store.transaction():
        changed = state.records.update(authority, status="DELETED", changed=now, restorable_until=until)
        publish(state, "acm-pca.authority.deleted", changed)
    return {}


def restore_certificate_authority(
    state: AcmPcaState, request: RestoreCertificateAuthorityRequest, ctx: RequestContext
) -> RestoreCertificateAuthorityResponse:
    authority = find(state, ctx, request["CertificateAuthorityArn"])
    if authority.status != "DELETED":
        raise invalid_state(
            f"The certificate authority {authority.arn} is {authority.status}: only a DELETED one can be restored."
        )
    status = "DISABLED" if authority.certificate else "PENDING_CERTIFICATE"
    with state.store.transaction():
        changed = state.records.update(authority, status=status, changed=clock.now(), restorable_until=None)
        publish(state, "acm-pca.authority.restored", changed)
    return {}
