"""AWS::ACMPCA::CertificateAuthority, ::CertificateAuthorityActivation and ::Certificate through AWS Private
CA's API (``services/acmpca/``).

A CA's ``Ref`` and ``GetAtt Arn`` are its ARN, ``GetAtt CertificateSigningRequest`` its CSR (what a
``RootCACertificate/V1`` Certificate signs); its RevocationConfiguration and Tags change in place, the rest
replaces. Deleting an ACTIVE CA disables it first, then deletes it with the shortest restoration period
(7 days), as a stack's teardown must not leave it ACTIVE. An activation imports the CA's certificate (and
chain): its ``Ref`` is the CA's ARN, ``GetAtt CompleteCertificateChain`` the certificate and chain; its
Status changes in place; deleting it disables the CA. A certificate's ``Ref`` and ``GetAtt Arn`` are its
ARN, ``GetAtt Certificate`` its PEM; every property replaces, and deleting it leaves the certificate
(AWS Private CA has no delete of an issued certificate).
"""

from __future__ import annotations

from typing import Any

from labcloud.services.cloudformation.resources.base import Created, Handler, ResourceCall

_SERVICE = "acm-pca"


def _tags(props: dict[str, Any]) -> dict[str, str]:
    return {str(t["Key"]): str(t.get("Value", "")) for t in props.get("Tags") or []}


def _validity(given: dict[str, Any]) -> dict[str, Any]:
    return {"Type": given["Type"], "Value": int(given["Value"])}


class CertificateAuthority(Handler):
    type = "AWS::ACMPCA::CertificateAuthority"
    known = frozenset(
        {
            "Type",
            "KeyAlgorithm",
            "SigningAlgorithm",
            "Subject",
            "RevocationConfiguration",
            "Tags",
            "CsrExtensions",
            "KeyStorageSecurityStandard",
            "UsageMode",
        }
    )
    replace_on = frozenset(
        {"Type", "KeyAlgorithm", "SigningAlgorithm", "Subject", "CsrExtensions", "KeyStorageSecurityStandard"}
    )
    attributes = frozenset({"Arn", "CertificateSigningRequest"})

    async def create(self, rc: ResourceCall, props: dict[str, Any]) -> Created:
        configuration: dict[str, Any] = {
            "KeyAlgorithm": props["KeyAlgorithm"],
            "SigningAlgorithm": props["SigningAlgorithm"],
            "Subject": props["Subject"],
        }
        if props.get("CsrExtensions"):
            configuration["CsrExtensions"] = props["CsrExtensions"]
        params: dict[str, Any] = {
            "CertificateAuthorityConfiguration": configuration,
            "CertificateAuthorityType": props["Type"],
        }
        for member in ("RevocationConfiguration", "KeyStorageSecurityStandard", "UsageMode"):
            if props.get(member):
                params[member] = props[member]
        tags = _tags(props)
        if tags:
            params["Tags"] = [{"Key": k, "Value": v} for k, v in tags.items()]
        arn = str((await rc.call(_SERVICE, "CreateCertificateAuthority", params))["CertificateAuthorityArn"])
        csr = await rc.call(_SERVICE, "GetCertificateAuthorityCsr", {"CertificateAuthorityArn": arn})
        return Created(arn, {"Arn": arn, "CertificateSigningRequest": csr["Csr"]})

    async def update(
        self,
        rc: ResourceCall,
        physical_id: str,
        old: dict[str, Any],
        new: dict[str, Any],
        attributes: dict[str, Any],
    ) -> dict[str, Any]:
        if new.get("RevocationConfiguration") != old.get("RevocationConfiguration"):
            await rc.call(
                _SERVICE,
                "UpdateCertificateAuthority",
                {
                    "CertificateAuthorityArn": physical_id,
                    "RevocationConfiguration": new.get("RevocationConfiguration") or {},
                },
            )
        old_tags, new_tags = _tags(old), _tags(new)
        gone = [{"Key": key} for key in old_tags if key not in new_tags]
        if gone:
            await rc.call(
                _SERVICE, "UntagCertificateAuthority", {"CertificateAuthorityArn": physical_id, "Tags": gone}
            )
        if new_tags and new_tags != old_tags:
            await rc.call(
                _SERVICE,
                "TagCertificateAuthority",
                {
                    "CertificateAuthorityArn": physical_id,
                    "Tags": [{"Key": k, "Value": v} for k, v in new_tags.items()],
                },
            )
        return dict(attributes)

    async def delete(
        self, rc: ResourceCall, physical_id: str, props: dict[str, Any], attributes: dict[str, Any]
    ) -> None:
        described = await rc.call_quiet(
            _SERVICE, "DescribeCertificateAuthority", {"CertificateAuthorityArn": physical_id}
        )
        if described is None:
            return
        status = described["CertificateAuthority"]["Status"]
        if status == "DELETED":
            return
        if status == "ACTIVE":
            await rc.call(
                _SERVICE,
                "UpdateCertificateAuthority",
                {"CertificateAuthorityArn": physical_id, "Status": "DISABLED"},
            )
        await rc.call_quiet(
            _SERVICE,
            "DeleteCertificateAuthority",
            {"CertificateAuthorityArn": physical_id, "PermanentDeletionTimeInDays": 7},
        )


class CertificateAuthorityActivation(Handler):
    type = "AWS::ACMPCA::CertificateAuthorityActivation"
    known = frozenset({"CertificateAuthorityArn", "Certificate", "CertificateChain", "Status"})
    replace_on = frozenset({"CertificateAuthorityArn"})
    attributes = frozenset({"CompleteCertificateChain"})

    async def _import(self, rc: ResourceCall, props: dict[str, Any]) -> None:
        params: dict[str, Any] = {
            "CertificateAuthorityArn": props["CertificateAuthorityArn"],
            "Certificate": str(props["Certificate"]).encode(),
        }
        if props.get("CertificateChain"):
            params["CertificateChain"] = str(props["CertificateChain"]).encode()
        await rc.call(_SERVICE, "ImportCertificateAuthorityCertificate", params)

    async def _status(self, rc: ResourceCall, arn: str, status: str) -> None:
        await rc.call(
            _SERVICE, "UpdateCertificateAuthority", {"CertificateAuthorityArn": arn, "Status": status}
        )

    @staticmethod
    def _chain(props: dict[str, Any]) -> str:
        certificate = str(props["Certificate"]).strip() + "\n"
        chain = str(props.get("CertificateChain") or "").strip()
        return certificate + (chain + "\n" if chain else "")

    async def create(self, rc: ResourceCall, props: dict[str, Any]) -> Created:
        arn = str(props["CertificateAuthorityArn"])
        await self._import(rc, props)
        if props.get("Status") == "DISABLED":
            await self._status(rc, arn, "DISABLED")
        return Created(arn, {"CompleteCertificateChain": self._chain(props)})

    async def update(
        self,
        rc: ResourceCall,
        physical_id: str,
        old: dict[str, Any],
        new: dict[str, Any],
        attributes: dict[str, Any],
    ) -> dict[str, Any]:
        if (new.get("Certificate"), new.get("CertificateChain")) != (
            old.get("Certificate"),
            old.get("CertificateChain"),
        ):
            await self._import(rc, new)
        status = new.get("Status") or "ACTIVE"
        if status != (old.get("Status") or "ACTIVE"):
            await self._status(rc, physical_id, status)
        return {"CompleteCertificateChain": self._chain(new)}

    async def delete(
        self, rc: ResourceCall, physical_id: str, props: dict[str, Any], attributes: dict[str, Any]
    ) -> None:
        described = await rc.call_quiet(
            _SERVICE, "DescribeCertificateAuthority", {"CertificateAuthorityArn": physical_id}
        )
        if described is not None and described["CertificateAuthority"]["Status"] == "ACTIVE":
            await self._status(rc, physical_id, "DISABLED")


class Certificate(Handler):
    type = "AWS::ACMPCA::Certificate"
    known = frozenset(
        {
            "CertificateAuthorityArn",
            "CertificateSigningRequest",
            "SigningAlgorithm",
            "TemplateArn",
            "Validity",
            "ValidityNotBefore",
            "ApiPassthrough",
        }
    )
    replace_all = True
    attributes = frozenset({"Arn", "Certificate"})

    async def create(self, rc: ResourceCall, props: dict[str, Any]) -> Created:
        ca = str(props["CertificateAuthorityArn"])
        params: dict[str, Any] = {
            "CertificateAuthorityArn": ca,
            "Csr": str(props["CertificateSigningRequest"]).encode(),
            "SigningAlgorithm": props["SigningAlgorithm"],
            "Validity": _validity(props["Validity"]),
        }
        if props.get("TemplateArn"):
            params["TemplateArn"] = props["TemplateArn"]
        if props.get("ValidityNotBefore"):
            params["ValidityNotBefore"] = _validity(props["ValidityNotBefore"])
        if props.get("ApiPassthrough"):
            params["ApiPassthrough"] = props["ApiPassthrough"]
        arn = str((await rc.call(_SERVICE, "IssueCertificate", params))["CertificateArn"])
        got = await rc.call(
            _SERVICE, "GetCertificate", {"CertificateAuthorityArn": ca, "CertificateArn": arn}
        )
        return Created(arn, {"Arn": arn, "Certificate": got["Certificate"]})

    async def delete(
        self, rc: ResourceCall, physical_id: str, props: dict[str, Any], attributes: dict[str, Any]
    ) -> None:
        return None


class Permission(Handler):
    """ACM's permission on a CA (CreatePermission); every property replaces, deleting revokes it."""

    type = "AWS::ACMPCA::Permission"
    known = frozenset({"CertificateAuthorityArn", "Actions", "Principal", "SourceAccount"})
    replace_all = True

    @staticmethod
    def _key(props: dict[str, Any]) -> dict[str, Any]:
        key = {
            "CertificateAuthorityArn": str(props["CertificateAuthorityArn"]),
            "Principal": str(props["Principal"]),
        }
        if props.get("SourceAccount"):
            key["SourceAccount"] = str(props["SourceAccount"])
        return key

    async def create(self, rc: ResourceCall, props: dict[str, Any]) -> Created:
        key = self._key(props)
        await rc.call(_SERVICE, "CreatePermission", {**key, "Actions": [str(a) for a in props["Actions"]]})
        return Created(f"{key['CertificateAuthorityArn']}|{key['Principal']}", {})

    async def delete(
        self, rc: ResourceCall, physical_id: str, props: dict[str, Any], attributes: dict[str, Any]
    ) -> None:
        await rc.call_quiet(_SERVICE, "DeletePermission", self._key(props))


HANDLERS = (CertificateAuthority(), CertificateAuthorityActivation(), Certificate(), Permission())
