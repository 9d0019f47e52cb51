"""Certificates a CA signs: IssueCertificate (from a CSR, by one of AWS's V1 templates, with a Validity;
issued at once; naming the CA's CRL when it publishes one), GetCertificate (the certificate and the CA's
chain)."""

from __future__ import annotations

import asyncio
import calendar
from datetime import datetime, timezone
from typing import TYPE_CHECKING

from cryptography import x509

from labcloud import clock
from labcloud.context import RequestContext
from labcloud.services.acmpca import pki
from labcloud.services.acmpca.errors import invalid_args, invalid_arn, invalid_state, malformed_csr, not_found
from labcloud.services.acmpca.events import publish
from labcloud.services.acmpca.names import authority_of, certificate_arn, find
from labcloud.services.acmpca.repo.records import Authority, Issued
from labcloud.services.acmpca.revocation_ops import crl_url
from labcloud.services.acmpca.state import AcmPcaState

if TYPE_CHECKING:
    from labcloud.services.acmpca.api import (
        GetCertificateRequest,
        GetCertificateResponse,
        IssueCertificateRequest,
        IssueCertificateResponse,
        Validity,
    )

#: IdempotencyToken: a repeat within this many seconds is the same request (AWS: five minutes).
TOKEN_SECONDS = 300.0
#: AWS backdates NotBefore by an hour unless ValidityNotBefore is given.
BACKDATE_SECONDS = 3600.0
DEFAULT_TEMPLATE = "EndEntityCertificate/V1"


def _add_months(start: float, months: int) -> float:
    moment = datetime.fromtimestamp(start, timezone.utc)
    index = moment.month - 1 + months
    year, month = moment.year + index // 12, index % 12 + 1
    day = min(moment.day, calendar.monthrange(year, month)[1])
    return moment.replace(year=year, month=month, day=day).timestamp()


def _end_date(value: int) -> float:
    try:
        return datetime.strptime(str(value), "%Y%m%d%H%M%S").replace(tzinfo=timezone.utc).timestamp()
    except ValueError:
        raise invalid_args(f"Validity value {value} is not a date of the form YYYYMMDDHHMMSS.") from None


def validity_end(validity: Validity, now: float) -> float:
    kind, value = validity["Type"], validity["Value"]
    if value <= 0 and kind in ("DAYS", "MONTHS", "YEARS"):
        raise invalid_args("Validity.Value must be positive.")
    if kind == "DAYS":
        return now + value * 86400.0
    if kind == "MONTHS":
        return _add_months(now, value)
    if kind == "YEARS":
        return _add_months(now, 12 * value)
    if kind == "END_DATE":
        return _end_date(value)
    if kind == "ABSOLUTE":
        return float(value)
    raise invalid_args(f"Validity.Type must be END_DATE, ABSOLUTE, DAYS, MONTHS or YEARS, not {kind}.")


def _not_before(request: IssueCertificateRequest, now: float) -> float:
    given = request.get("ValidityNotBefore")
    if given is None:
        return now - BACKDATE_SECONDS
    if given["Type"] == "END_DATE":
        return _end_date(given["Value"])
    if given["Type"] == "ABSOLUTE":
        return float(given["Value"])
    raise invalid_args("ValidityNotBefore.Type must be END_DATE or ABSOLUTE.")


def _template(request: IssueCertificateRequest) -> tuple[str, pki.Template]:
    arn = request.get("TemplateArn") or pki.TEMPLATE_PREFIX + DEFAULT_TEMPLATE
    name = arn.removeprefix(pki.TEMPLATE_PREFIX) if arn.startswith(pki.TEMPLATE_PREFIX) else None
    if name is None:
        raise invalid_args(f"TemplateArn {arn} is not a certificate template ARN.")
    template = pki.TEMPLATES.get(name)
    if template is None:
        raise invalid_args(
            f"The template {name} is not supported by labcloud (APIPassthrough/APICSRPassthrough and blank"
            f" templates included): use one of {', '.join(pki.TEMPLATES)}."
        )
    return name, template


def _read_csr(data: bytes) -> x509.CertificateSigningRequest:
    try:
        return pki.read_csr(data)
    except pki.PkiError as exc:
        raise malformed_csr(f"The CSR is malformed: {exc}") from None


def _check_issuer(
    authority: Authority, name: str, template: pki.Template, csr: x509.CertificateSigningRequest
) -> x509.Certificate | None:
    """The CA's certificate that signs (None for a root signing its own first certificate)."""
    self_signed = name == "RootCACertificate/V1"
    if self_signed:
        if authority.type != "ROOT":
            raise invalid_args(
                "RootCACertificate/V1 issues a root CA's own certificate: this CA is SUBORDINATE."
            )
        if not pki.same_key(csr, authority.private_key):
            raise invalid_args("RootCACertificate/V1 needs the CA's own CSR (GetCertificateAuthorityCsr).")
        if authority.status not in ("PENDING_CERTIFICATE", "ACTIVE"):
            raise invalid_state(f"The certificate authority {authority.arn} is {authority.status}.")
        return None
    if authority.status != "ACTIVE" or authority.certificate is None:
        raise invalid_state(
            f"The certificate authority {authority.arn} is {authority.status}: it issues certificates only when ACTIVE."
        )
    issuer = pki.pems(authority.certificate)[0]
    limit = pki.path_length(issuer)
    if template.ca and limit is not None and (template.path_length is None or template.path_length >= limit):
        raise invalid_args(
            f"The CA's path length constraint is {limit}: it cannot issue a CA certificate by {name}."
        )
    return issuer


async def issue_certificate(
    state: AcmPcaState, request: IssueCertificateRequest, ctx: RequestContext
) -> IssueCertificateResponse:
    authority = find(state, ctx, request["CertificateAuthorityArn"])
    if request.get("ApiPassthrough"):
        raise invalid_args(
            "ApiPassthrough is not supported by labcloud: the CSR and template decide the certificate."
        )
    signing = request["SigningAlgorithm"]
    if signing not in pki.SIGNING_ALGORITHMS:
        raise invalid_args(f"SigningAlgorithm {signing} is not supported by labcloud.")
    if not pki.signing_family_matches(signing, authority.configuration["KeyAlgorithm"]):
        raise invalid_args(
            f"SigningAlgorithm {signing} does not match the CA's KeyAlgorithm {authority.configuration['KeyAlgorithm']}."
        )
    name, template = _template(request)
    csr = _read_csr(request["Csr"])
    issuer = _check_issuer(authority, name, template, csr)
    now = clock.now()
    not_after = validity_end(request["Validity"], now)
    not_before = _not_before(request, now)
    if not_after <= max(now, not_before):
        raise invalid_args("The certificate's validity ends before it begins (or in the past).")
    if authority.not_after is not None and issuer is not None and not_after > authority.not_after:
        raise invalid_args("The certificate's validity ends after the CA's certificate expires.")
    token = request.get("IdempotencyToken")
    if token:
        earlier = state.records.issued_by_token(authority.arn, token, now - TOKEN_SECONDS)
        if earlier is not None:
            return {"CertificateArn": earlier.arn}
    serial = pki.new_serial()
    url = crl_url(authority) if issuer is not None else None
    order = pki.Issue(
        csr, template, serial, not_before, not_after, signing, authority.private_key, issuer, url
    )
    certificate = await asyncio.to_thread(pki.issue, order)
    issued = Issued(
        arn=certificate_arn(authority.arn, serial),
        authority_arn=authority.arn,
        serial=pki.serial_text(serial),
        certificate=pki.pem(certificate),
        template=name,
        token=token,
        created=now,
    )
    with state.store.transaction():
        state.records.insert_issued(issued)
        publish(state, "acm-pca.certificate.issued", authority, certificate=issued.arn, template=name)
    return {"CertificateArn": issued.arn}


def get_certificate(
    state: AcmPcaState, request: GetCertificateRequest, ctx: RequestContext
) -> GetCertificateResponse:
    authority = find(state, ctx, request["CertificateAuthorityArn"])
    if authority.status == "DELETED":
        raise invalid_state(f"The certificate authority {authority.arn} is DELETED.")
    arn = request["CertificateArn"]
    if authority_of(arn) is None:
        raise invalid_arn(arn)
    issued = state.records.issued(arn)
    if issued is None or issued.authority_arn != authority.arn:
        raise not_found(f"Certificate {arn}")
    out: GetCertificateResponse = {"Certificate": issued.certificate}
    if authority.certificate is not None and issued.template != "RootCACertificate/V1":
        out["CertificateChain"] = authority.certificate + (authority.chain or "")
    return out
