"""RequestCertificate and ResendValidationEmail: public (AMAZON_ISSUED) certificates validated by DNS or
EMAIL, issued by the account's labcloud CA (``lifecycle.py`` holds the rule of when), and private ones
signed by an AWS Private CA (``private_ops.py``)."""

from __future__ import annotations

import asyncio
from typing import TYPE_CHECKING

from labcloud import clock
from labcloud.context import RequestContext
from labcloud.services.acm import pki
from labcloud.services.acm.errors import invalid_options, invalid_parameter, invalid_state, limit_exceeded
from labcloud.services.acm.events import publish
from labcloud.services.acm.lifecycle import ensure_authority, settle
from labcloud.services.acm.names import MAX_NAMES, base, check_domain, check_room, find, new_arn
from labcloud.services.acm.private_ops import issue_private
from labcloud.services.acm.repo.certificates import Certificate
from labcloud.services.acm.state import AcmState
from labcloud.tag_lists import merged

if TYPE_CHECKING:
    from labcloud.services.acm.api import (
        RequestCertificateRequest,
        RequestCertificateResponse,
        ResendValidationEmailRequest,
        ResendValidationEmailResponse,
    )

#: IdempotencyToken: a repeat within this many seconds is the same request (AWS: one hour).
TOKEN_SECONDS = 3600.0
#: The key algorithms RequestCertificate takes (the others are for imported certificates).
REQUESTABLE = ("RSA_2048", "EC_prime256v1", "EC_secp384r1")


def _refuse_unsupported(request: RequestCertificateRequest) -> None:
    for member in ("ManagedBy", "CertificateUsage", "RootHierarchyType"):
        if request.get(member):
            raise invalid_parameter(f"{member} is not supported by labcloud.")
    if (request.get("Options") or {}).get("ValidationMethod"):
        raise invalid_parameter("Options.ValidationMethod is not supported by labcloud.")


def _names(request: RequestCertificateRequest) -> tuple[str, ...]:
    names = [check_domain(request["DomainName"])]
    for name in request.get("SubjectAlternativeNames") or []:
        checked = check_domain(name)
        if checked not in names:
            names.append(checked)
    if len(names) > MAX_NAMES:
        raise limit_exceeded(
            f"The certificate request has {len(names)} domain names: at most {MAX_NAMES} are allowed per certificate."
        )
    return tuple(names)


def _validation_domains(request: RequestCertificateRequest, names: tuple[str, ...]) -> dict[str, str]:
    out: dict[str, str] = {}
    for option in request.get("DomainValidationOptions") or []:
        name, domain = option["DomainName"].lower(), option["ValidationDomain"].lower()
        if name not in names:
            raise invalid_options(
                f"DomainValidationOptions names {option['DomainName']}, which is not a domain name of this"
                " certificate request."
            )
        target = base(name)
        if domain != target and not target.endswith("." + domain):
            raise invalid_options(
                f"The validation domain {option['ValidationDomain']} must be {target} or a superdomain of it."
            )
        out[name] = domain
    return out


async def request_certificate(
    state: AcmState, request: RequestCertificateRequest, ctx: RequestContext
) -> RequestCertificateResponse:
    _refuse_unsupported(request)
    authority = request.get("CertificateAuthorityArn")
    method = request.get("ValidationMethod") or "EMAIL"
    if method == "HTTP" and not authority:
        raise invalid_parameter(
            "HTTP validation is only for certificates managed by CloudFront, which labcloud does not have."
        )
    names = _names(request)
    domains = _validation_domains(request, names)
    algorithm = request.get("KeyAlgorithm") or "RSA_2048"
    if algorithm not in REQUESTABLE:
        raise invalid_parameter(
            f"KeyAlgorithm {algorithm} cannot be requested: use one of {', '.join(REQUESTABLE)}"
            " (the others are for imported certificates)."
        )
    given = request.get("Options") or {}
    options = {
        "CertificateTransparencyLoggingPreference": given.get("CertificateTransparencyLoggingPreference")
        or "ENABLED",
        "Export": given.get("Export") or "DISABLED",
    }
    tags = merged((), request.get("Tags"), "certificate")
    token = request.get("IdempotencyToken")
    now = clock.now()
    if token:
        earlier = state.certificates.by_token(ctx.account_id, ctx.region, token, now - TOKEN_SECONDS)
        if earlier is not None:
            return {"CertificateArn": earlier.arn}
    # the key and the account's CA are made now, off the event loop (RSA keys take 50-500 ms); the
    # issue itself only signs
    key = await asyncio.to_thread(lambda: pki.key_pem(pki.new_key(algorithm)))
    if authority:
        return await _request_private(state, ctx, authority, names, algorithm, tags, token, key)
    await ensure_authority(state, ctx.account_id)
    if token:  # a retry that arrived while the key was made
        earlier = state.certificates.by_token(ctx.account_id, ctx.region, token, now - TOKEN_SECONDS)
        if earlier is not None:
            return {"CertificateArn": earlier.arn}
    check_room(state, ctx)
    certificate = Certificate(
        arn=new_arn(ctx),
        account_id=ctx.account_id,
        region=ctx.region,
        type="AMAZON_ISSUED",
        domain=names[0],
        names=names,
        status="PENDING_VALIDATION",
        validation_method=method,
        validation_domains=domains if method == "EMAIL" else {},
        key_algorithm=algorithm,
        options=options,
        tags=tags,
        token=token,
        created=now,
        issue_at=now + state.validation_seconds if method == "DNS" else None,
        issued=None,
        imported=None,
        not_before=None,
        not_after=None,
        serial=None,
        subject=None,
        issuer=None,
        signature_algorithm=None,
        certificate=None,
        chain=None,
        private_key=key,
    )
    with state.store.transaction():
        state.certificates.insert(certificate)
        publish(state, "acm.certificate.requested", certificate, names=list(names), validation=method)
    settle(state, certificate, now)
    return {"CertificateArn": certificate.arn}


async def _request_private(
    state: AcmState,
    ctx: RequestContext,
    authority: str,
    names: tuple[str, ...],
    algorithm: str,
    tags: tuple[tuple[str, str], ...],
    token: str | None,
    key: str,
) -> RequestCertificateResponse:
    """A PRIVATE certificate signed by ``authority`` (an AWS Private CA), ISSUED at once."""
    check_room(state, ctx)
    pem, chain = await issue_private(state.services, ctx, authority, names, key)
    facts = pki.facts(pem)
    now = clock.now()
    certificate = Certificate(
        arn=new_arn(ctx),
        account_id=ctx.account_id,
        region=ctx.region,
        type="PRIVATE",
        domain=names[0],
        names=names,
        status="ISSUED",
        validation_method=None,
        validation_domains={},
        key_algorithm=algorithm,
        # the CA that signed it rides with the options (DescribeCertificate's CertificateAuthorityArn)
        options={
            "CertificateTransparencyLoggingPreference": "DISABLED",
            "Export": "ENABLED",
            "CertificateAuthorityArn": authority,
        },
        tags=tags,
        token=token,
        created=now,
        issue_at=None,
        issued=now,
        imported=None,
        not_before=facts.not_before,
        not_after=facts.not_after,
        serial=facts.serial,
        subject=facts.subject,
        issuer=facts.issuer,
        signature_algorithm=facts.signature_algorithm,
        certificate=pem,
        chain=chain,
        private_key=key,
    )
    with state.store.transaction():
        state.certificates.insert(certificate)
        publish(state, "acm.certificate.issued", certificate, authority=authority)
    return {"CertificateArn": certificate.arn}


def resend_validation_email(
    state: AcmState, request: ResendValidationEmailRequest, ctx: RequestContext
) -> ResendValidationEmailResponse:
    certificate = settle(state, find(state, ctx, request["CertificateArn"]))
    if certificate.status != "PENDING_VALIDATION" or certificate.validation_method != "EMAIL":
        raise invalid_state(
            f"Certificate {certificate.arn} is in state {certificate.status}: a validation email is sent only"
            " for a certificate pending EMAIL validation."
        )
    domain, validation = request["Domain"].lower(), request["ValidationDomain"].lower()
    if domain not in certificate.names:
        raise invalid_options(f"{request['Domain']} is not a domain name of certificate {certificate.arn}.")
    target = base(domain)
    if validation != target and not target.endswith("." + validation):
        raise invalid_options(
            f"The validation domain {request['ValidationDomain']} must be {target} or a superdomain of it."
        )
    with state.store.transaction():
        changed = state.certificates.update(certificate, resent=certificate.resent + 1)
        publish(state, "acm.validation_email.resent", changed, name=domain, validation_domain=validation)
    return {}
