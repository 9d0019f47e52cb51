"""A CA's own certificate: GetCertificateAuthorityCsr, ImportCertificateAuthorityCertificate (checked
against the CA's key and, for a subordinate, its chain; the CA becomes ACTIVE) and
GetCertificateAuthorityCertificate."""

from __future__ import annotations

from typing import TYPE_CHECKING

from cryptography import x509

from labcloud import clock
from labcloud.context import RequestContext
from labcloud.services.acmpca import pki
from labcloud.services.acmpca.errors import invalid_request, invalid_state, malformed_certificate, mismatch
from labcloud.services.acmpca.events import publish
from labcloud.services.acmpca.names import find
from labcloud.services.acmpca.state import AcmPcaState

if TYPE_CHECKING:
    from labcloud.services.acmpca.api import (
        GetCertificateAuthorityCertificateRequest,
        GetCertificateAuthorityCertificateResponse,
        GetCertificateAuthorityCsrRequest,
        GetCertificateAuthorityCsrResponse,
        ImportCertificateAuthorityCertificateRequest,
        ImportCertificateAuthorityCertificateResponse,
    )


def get_certificate_authority_csr(
    state: AcmPcaState, request: GetCertificateAuthorityCsrRequest, ctx: RequestContext
) -> GetCertificateAuthorityCsrResponse:
    authority = find(state, ctx, request["CertificateAuthorityArn"])
    if authority.status in ("DELETED", "FAILED"):
        raise invalid_state(f"The certificate authority {authority.arn} is {authority.status}.")
    return {"Csr": authority.csr}


def _chain(data: bytes) -> list[x509.Certificate]:
    try:
        return pki.read_chain(data)
    except pki.PkiError as exc:
        raise malformed_certificate(str(exc)) from None


def import_certificate_authority_certificate(
    state: AcmPcaState, request: ImportCertificateAuthorityCertificateRequest, ctx: RequestContext
) -> ImportCertificateAuthorityCertificateResponse:
    authority = find(state, ctx, request["CertificateAuthorityArn"])
    if authority.status not in ("PENDING_CERTIFICATE", "ACTIVE", "DISABLED", "EXPIRED"):
        raise invalid_state(
            f"The certificate authority {authority.arn} is {authority.status}: a certificate cannot be imported."
        )
    try:
        certificate = pki.read_certificate(request["Certificate"])
    except pki.PkiError as exc:
        raise malformed_certificate(str(exc)) from None
    if not pki.same_key(certificate, authority.private_key):
        raise mismatch("The certificate's public key does not match the certificate authority's private key.")
    if not pki.is_ca(certificate):
        raise invalid_request(
            "The certificate is not a CA certificate (its basic constraints do not say CA:TRUE)."
        )
    given_chain = request.get("CertificateChain")
    chain = _chain(given_chain) if given_chain else []
    if authority.type == "ROOT":
        if chain:
            raise invalid_request("A root CA's certificate is self-signed: do not give a CertificateChain.")
        if not pki.signed_by(certificate, certificate):
            raise invalid_request("A root CA's certificate must be self-signed.")
    else:
        if not chain:
            raise invalid_request("A subordinate CA's certificate needs the CertificateChain of its issuer.")
        for lower, upper in zip([certificate, *chain], chain, strict=False):
            if not pki.signed_by(lower, upper):
                raise invalid_request(
                    f"The certificate chain does not verify: {pki.common_name(lower) or 'a certificate'} is not"
                    f" signed by {pki.common_name(upper) or 'the next certificate'}."
                )
    now = clock.now()
    with state.store.transaction():
        changed = state.records.update(
            authority,
            status="ACTIVE" if authority.status == "PENDING_CERTIFICATE" else authority.status,
            certificate=pki.pem(certificate),
            chain="".join(pki.pem(c) for c in chain) or None,
            serial=pki.serial_text(certificate.serial_number),
            not_before=certificate.not_valid_before_utc.timestamp(),
            not_after=certificate.not_valid_after_utc.timestamp(),
            changed=now,
        )
        publish(state, "acm-pca.authority.activated", changed)
    return {}


def get_certificate_authority_certificate(
    state: AcmPcaState, request: GetCertificateAuthorityCertificateRequest, ctx: RequestContext
) -> GetCertificateAuthorityCertificateResponse:
    authority = find(state, ctx, request["CertificateAuthorityArn"])
    if authority.certificate is None or authority.status in ("DELETED", "FAILED"):
        raise invalid_state(
            f"The certificate authority {authority.arn} is {authority.status}: it has no certificate to return."
        )
    out: GetCertificateAuthorityCertificateResponse = {"Certificate": authority.certificate}
    if authority.chain:
        out["CertificateChain"] = authority.chain
    return out
