"""A certificate as DescribeCertificate (CertificateDetail) and ListCertificates (CertificateSummary) show it."""

from __future__ import annotations

from datetime import datetime, timezone
from typing import TYPE_CHECKING, Any

from labcloud.services.acm.names import base, validation_emails, validation_record
from labcloud.services.acm.repo.certificates import Certificate

if TYPE_CHECKING:
    from labcloud.services.acm.api import CertificateDetail, CertificateSummary, DomainValidation

_SERVER_AUTH = {"Name": "TLS_WEB_SERVER_AUTHENTICATION", "OID": "1.3.6.1.5.5.7.3.1"}
_CLIENT_AUTH = {"Name": "TLS_WEB_CLIENT_AUTHENTICATION", "OID": "1.3.6.1.5.5.7.3.2"}


def when(seconds: float) -> datetime:
    return datetime.fromtimestamp(seconds, timezone.utc)


def key_usages(certificate: Certificate) -> list[str]:
    if certificate.type == "IMPORTED" and certificate.certificate is None:
        return []
    if certificate.key_algorithm.startswith("RSA"):
        return ["DIGITAL_SIGNATURE", "KEY_ENCIPHERMENT"]
    return ["DIGITAL_SIGNATURE"]


def extended_key_usages(certificate: Certificate) -> list[dict[str, str]]:
    return [dict(_SERVER_AUTH), dict(_CLIENT_AUTH)]


def renewal_eligibility(certificate: Certificate, in_use: bool) -> str:
    """Amazon-issued certificates in use are renewed by ACM; imported ones never are."""
    return "ELIGIBLE" if certificate.type == "AMAZON_ISSUED" and in_use else "INELIGIBLE"


def _validations(certificate: Certificate) -> list[DomainValidation]:
    out: list[DomainValidation] = []
    status = {
        "ISSUED": "SUCCESS",
        "EXPIRED": "SUCCESS",
        "VALIDATION_TIMED_OUT": "FAILED",
        "FAILED": "FAILED",
    }.get(certificate.status, "PENDING_VALIDATION")
    for name in certificate.names:
        one: DomainValidation = {
            "DomainName": name,
            "ValidationStatus": status,
            "ValidationMethod": certificate.validation_method or "DNS",
        }
        if certificate.validation_method == "EMAIL":
            domain = certificate.validation_domains.get(name, base(name))
            one["ValidationDomain"] = domain
            one["ValidationEmails"] = validation_emails(domain)
        else:
            one["ValidationDomain"] = name
            one["ResourceRecord"] = validation_record(certificate.account_id, name)  # type: ignore[typeddict-item]
        out.append(one)
    return out


def detail(certificate: Certificate, users: list[str]) -> CertificateDetail:
    out: dict[str, Any] = {
        "CertificateArn": certificate.arn,
        "DomainName": certificate.domain,
        "SubjectAlternativeNames": list(certificate.names),
        "Status": certificate.status,
        "Type": certificate.type,
        "KeyAlgorithm": certificate.key_algorithm,
        "InUseBy": list(users),
        "KeyUsages": [{"Name": name} for name in key_usages(certificate)],
        "ExtendedKeyUsages": extended_key_usages(certificate),
        "RenewalEligibility": renewal_eligibility(certificate, bool(users)),
        "CreatedAt": when(certificate.created),
    }
    if certificate.type == "AMAZON_ISSUED":
        out["DomainValidationOptions"] = _validations(certificate)
        out["Options"] = {
            "CertificateTransparencyLoggingPreference": certificate.options.get(
                "CertificateTransparencyLoggingPreference", "ENABLED"
            ),
            "Export": certificate.options.get("Export", "DISABLED"),
        }
    else:
        out["Options"] = {"CertificateTransparencyLoggingPreference": "DISABLED"}
    if certificate.type == "PRIVATE":
        out["Options"]["Export"] = "ENABLED"
        out["CertificateAuthorityArn"] = certificate.options.get("CertificateAuthorityArn")
    if certificate.status == "VALIDATION_TIMED_OUT":
        out["FailureReason"] = "OTHER"
    for member, value in (
        ("Serial", certificate.serial),
        ("Subject", certificate.subject),
        ("Issuer", certificate.issuer),
        ("SignatureAlgorithm", certificate.signature_algorithm),
    ):
        if value:
            out[member] = value
    for member, seconds in (
        ("IssuedAt", certificate.issued),
        ("ImportedAt", certificate.imported),
        ("NotBefore", certificate.not_before),
        ("NotAfter", certificate.not_after),
    ):
        if seconds is not None:
            out[member] = when(seconds)
    return out  # type: ignore[return-value]


#: SubjectAlternativeNameSummaries holds at most this many names (then HasAdditionalSubjectAlternativeNames).
SUMMARY_NAMES = 100


def summary(certificate: Certificate, in_use: bool) -> CertificateSummary:
    out: dict[str, Any] = {
        "CertificateArn": certificate.arn,
        "DomainName": certificate.domain,
        "SubjectAlternativeNameSummaries": list(certificate.names[:SUMMARY_NAMES]),
        "HasAdditionalSubjectAlternativeNames": len(certificate.names) > SUMMARY_NAMES,
        "Status": certificate.status,
        "Type": certificate.type,
        "KeyAlgorithm": certificate.key_algorithm,
        "KeyUsages": key_usages(certificate),
        "ExtendedKeyUsages": [usage["Name"] for usage in extended_key_usages(certificate)],
        "ExportOption": certificate.options.get("Export", "DISABLED"),
        "InUse": in_use,
        "Exported": certificate.exported,
        "RenewalEligibility": renewal_eligibility(certificate, in_use),
        "CreatedAt": when(certificate.created),
    }
    for member, seconds in (
        ("IssuedAt", certificate.issued),
        ("ImportedAt", certificate.imported),
        ("NotBefore", certificate.not_before),
        ("NotAfter", certificate.not_after),
    ):
        if seconds is not None:
            out[member] = when(seconds)
    return out  # type: ignore[return-value]
