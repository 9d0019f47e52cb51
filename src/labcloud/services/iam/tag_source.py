"""IAM's roles, users, customer managed policies, instance profiles, OIDC and SAML providers and server
certificates as tagged resources for the Tagging API (``tag_sources.py``): listed from its own tables, tagged
through Tag<Kind>/Untag<Kind> (TagRole, TagUser, TagPolicy, TagInstanceProfile, TagOpenIDConnectProvider,
TagSAMLProvider, TagServerCertificate). IAM is global: its resources are listed in us-east-1, as AWS's Tagging
API lists global resources. IAM keeps no MFA devices, so it offers none."""

from __future__ import annotations

import json
from collections.abc import Callable, Iterable, Iterator

from labcloud.services.iam.repo import certificates, identities, profiles, providers
from labcloud.services.iam.repo import policies as identities_policies
from labcloud.services.iam.state import IamState
from labcloud.tag_sources import TagCall, Tagged, TagSource, arn_parts, arn_prefix

#: The region whose Tagging API lists global (IAM) resources.
GLOBAL_REGION = "us-east-1"


def _tags(text: str | None) -> dict[str, str]:
    return {tag["Key"]: tag["Value"] for tag in json.loads(text or "[]")}


def _source(
    kind: str, member: str, resources: Callable[[str, str], Iterable[Tagged]], prefix: str | None = None
) -> TagSource:
    def name(arn: str) -> str:
        if member.endswith("Arn"):
            return arn
        parts = arn_parts(arn)
        return (parts[3] if parts is not None else arn).rsplit("/", 1)[-1]

    def tag(arn: str, tags: dict[str, str]) -> TagCall:
        listed = [{"Key": k, "Value": v} for k, v in tags.items()]
        return TagCall("iam", f"Tag{kind}", {member: name(arn), "Tags": listed})

    def untag(arn: str, keys: list[str]) -> TagCall:
        return TagCall("iam", f"Untag{kind}", {member: name(arn), "TagKeys": list(keys)})

    path = prefix or kind.lower()
    return TagSource(f"iam:{path}", arn_prefix("iam", f"{path}/"), resources, tag, untag)


def tag_sources(state: IamState) -> tuple[TagSource, ...]:
    def roles(account_id: str, region: str) -> Iterator[Tagged]:
        if region == GLOBAL_REGION:
            for role in identities.roles(state.store, account_id):
                yield Tagged(role.arn, _tags(role.tags))

    def users(account_id: str, region: str) -> Iterator[Tagged]:
        if region == GLOBAL_REGION:
            for user in identities.users(state.store, account_id):
                yield Tagged(user.arn, _tags(user.tags))

    def policies(account_id: str, region: str) -> Iterator[Tagged]:
        if region == GLOBAL_REGION:
            for arn in identities_policies.policy_arns(state.store, account_id):
                found = identities_policies.policy(state.store, arn)
                if found is not None:
                    yield Tagged(arn, _tags(found.tags))

    def instance_profiles(account_id: str, region: str) -> Iterator[Tagged]:
        if region == GLOBAL_REGION:
            for found in profiles.profiles(state.store, account_id):
                yield Tagged(found.arn, _tags(found.tags))

    def oidc_providers(account_id: str, region: str) -> Iterator[Tagged]:
        if region == GLOBAL_REGION:
            for arn in providers.oidc_arns(state.store, account_id):
                found = providers.oidc(state.store, account_id, arn)
                if found is not None:
                    yield Tagged(arn, _tags(found.tags))

    def saml_providers(account_id: str, region: str) -> Iterator[Tagged]:
        if region == GLOBAL_REGION:
            for found in providers.saml_providers(state.store, account_id):
                yield Tagged(found.arn, _tags(found.tags))

    def server_certificates(account_id: str, region: str) -> Iterator[Tagged]:
        if region == GLOBAL_REGION:
            for found in certificates.certificates(state.store, account_id, "/"):
                yield Tagged(found.arn, _tags(found.tags))

    return (
        _source("Role", "RoleName", roles),
        _source("User", "UserName", users),
        _source("Policy", "PolicyArn", policies),
        _source("InstanceProfile", "InstanceProfileName", instance_profiles, "instance-profile"),
        _source("OpenIDConnectProvider", "OpenIDConnectProviderArn", oidc_providers, "oidc-provider"),
        _source("SAMLProvider", "SAMLProviderArn", saml_providers, "saml-provider"),
        _source("ServerCertificate", "ServerCertificateName", server_certificates, "server-certificate"),
    )
