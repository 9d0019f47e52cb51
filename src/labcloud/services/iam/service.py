"""IAM in the service shape (``services/shape.py``): its operations table, its state and what it contributes.

IAM contributes to the pipeline's authorize step, in this order: the SigV4 check of keys labcloud minted
(``--verify-signatures``), the ARN checks of IAM requests, enforcement (every governed principal's call
is evaluated against its policies, boundary, session policies and the resource's policy), and the note of
a role's last use. It resolves the ``AKIA`` keys it mints, offers :class:`IamDirectory`, and serves the
view's routes. Its key index is loaded when the hub starts and after a reset.
"""

from __future__ import annotations

from functools import partial
from typing import TYPE_CHECKING

from labcloud.services.iam.access_keys import resolve_key
from labcloud.services.iam.changes import forget_grants, load_keys
from labcloud.services.iam.directory import Directory, secret_for
from labcloud.services.iam.enforcement import Enforcer
from labcloud.services.iam.grants import limits_of, policies_of
from labcloud.services.iam.input_checks import check_arns
from labcloud.services.iam.interfaces import IamDirectory
from labcloud.services.iam.last_used import note_role_use
from labcloud.services.iam.repo.schema import MIGRATIONS, SCHEMA, TABLES
from labcloud.services.iam.routes import routes
from labcloud.services.iam.signatures import SignatureVerifier
from labcloud.services.iam.state import IamState
from labcloud.services.iam.tag_source import tag_sources
from labcloud.services.shape import Background, Contributions, Offer, Operation, Service, lazy_module

if TYPE_CHECKING:
    from labcloud.services.iam import (
        access_keys,
        account,
        account_settings,
        attachments,
        authorization_details,
        boundaries,
        groups,
        identity_providers,
        inline_policies,
        instance_profiles,
        login_profiles,
        policies,
        roles,
        server_certificates,
        service_credentials,
        service_linked,
        simulate,
        tag_ops,
        users,
    )
else:
    access_keys = lazy_module("labcloud.services.iam.access_keys")
    account = lazy_module("labcloud.services.iam.account")
    account_settings = lazy_module("labcloud.services.iam.account_settings")
    attachments = lazy_module("labcloud.services.iam.attachments")
    authorization_details = lazy_module("labcloud.services.iam.authorization_details")
    boundaries = lazy_module("labcloud.services.iam.boundaries")
    groups = lazy_module("labcloud.services.iam.groups")
    identity_providers = lazy_module("labcloud.services.iam.identity_providers")
    inline_policies = lazy_module("labcloud.services.iam.inline_policies")
    instance_profiles = lazy_module("labcloud.services.iam.instance_profiles")
    login_profiles = lazy_module("labcloud.services.iam.login_profiles")
    policies = lazy_module("labcloud.services.iam.policies")
    roles = lazy_module("labcloud.services.iam.roles")
    server_certificates = lazy_module("labcloud.services.iam.server_certificates")
    service_credentials = lazy_module("labcloud.services.iam.service_credentials")
    service_linked = lazy_module("labcloud.services.iam.service_linked")
    simulate = lazy_module("labcloud.services.iam.simulate")
    tag_ops = lazy_module("labcloud.services.iam.tag_ops")
    users = lazy_module("labcloud.services.iam.users")

OPERATIONS: dict[str, Operation[IamState]] = {
    "AddClientIDToOpenIDConnectProvider": identity_providers.add_client_id_to_open_id_connect_provider,
    "AddRoleToInstanceProfile": instance_profiles.add_role_to_instance_profile,
    "AddUserToGroup": groups.add_user_to_group,
    "AttachGroupPolicy": attachments.attach_group_policy,
    "AttachRolePolicy": attachments.attach_role_policy,
    "AttachUserPolicy": attachments.attach_user_policy,
    "CreateAccessKey": access_keys.create_access_key,
    "CreateAccountAlias": account.create_account_alias,
    "CreateGroup": groups.create_group,
    "CreateInstanceProfile": instance_profiles.create_instance_profile,
    "CreateLoginProfile": login_profiles.create_login_profile,
    "CreateOpenIDConnectProvider": identity_providers.create_open_id_connect_provider,
    "CreatePolicy": policies.create_policy,
    "CreatePolicyVersion": policies.create_policy_version,
    "CreateRole": roles.create_role,
    "CreateSAMLProvider": identity_providers.create_saml_provider,
    "CreateServiceLinkedRole": service_linked.create_service_linked_role,
    "CreateServiceSpecificCredential": service_credentials.create_service_specific_credential,
    "CreateUser": users.create_user,
    "DeleteAccessKey": access_keys.delete_access_key,
    "DeleteAccountAlias": account.delete_account_alias,
    "DeleteAccountPasswordPolicy": account_settings.delete_account_password_policy,
    "DeleteGroup": groups.delete_group,
    "DeleteGroupPolicy": inline_policies.delete_group_policy,
    "DeleteInstanceProfile": instance_profiles.delete_instance_profile,
    "DeleteLoginProfile": login_profiles.delete_login_profile,
    "DeleteOpenIDConnectProvider": identity_providers.delete_open_id_connect_provider,
    "DeletePolicy": policies.delete_policy,
    "DeletePolicyVersion": policies.delete_policy_version,
    "DeleteRole": roles.delete_role,
    "DeleteRolePermissionsBoundary": boundaries.delete_role_permissions_boundary,
    "DeleteRolePolicy": inline_policies.delete_role_policy,
    "DeleteSAMLProvider": identity_providers.delete_saml_provider,
    "DeleteServiceLinkedRole": service_linked.delete_service_linked_role,
    "DeleteServiceSpecificCredential": service_credentials.delete_service_specific_credential,
    "DeleteUser": users.delete_user,
    "DeleteUserPermissionsBoundary": boundaries.delete_user_permissions_boundary,
    "DeleteUserPolicy": inline_policies.delete_user_policy,
    "DetachGroupPolicy": attachments.detach_group_policy,
    "DetachRolePolicy": attachments.detach_role_policy,
    "DetachUserPolicy": attachments.detach_user_policy,
    "GetAccessKeyLastUsed": access_keys.get_access_key_last_used,
    "GetAccountAuthorizationDetails": authorization_details.get_account_authorization_details,
    "GetAccountPasswordPolicy": account_settings.get_account_password_policy,
    "GetAccountSummary": account_settings.get_account_summary,
    "GetContextKeysForCustomPolicy": simulate.get_context_keys_for_custom_policy,
    "GetContextKeysForPrincipalPolicy": simulate.get_context_keys_for_principal_policy,
    "GetGroup": groups.get_group,
    "GetGroupPolicy": inline_policies.get_group_policy,
    "GetInstanceProfile": instance_profiles.get_instance_profile,
    "GetLoginProfile": login_profiles.get_login_profile,
    "GetOpenIDConnectProvider": identity_providers.get_open_id_connect_provider,
    "GetPolicy": policies.get_policy,
    "GetPolicyVersion": policies.get_policy_version,
    "GetRole": roles.get_role,
    "GetRolePolicy": inline_policies.get_role_policy,
    "GetSAMLProvider": identity_providers.get_saml_provider,
    "GetServiceLinkedRoleDeletionStatus": service_linked.get_service_linked_role_deletion_status,
    "GetUser": users.get_user,
    "GetUserPolicy": inline_policies.get_user_policy,
    "ListAccessKeys": access_keys.list_access_keys,
    "ListAccountAliases": account.list_account_aliases,
    "ListAttachedGroupPolicies": attachments.list_attached_group_policies,
    "ListAttachedRolePolicies": attachments.list_attached_role_policies,
    "ListAttachedUserPolicies": attachments.list_attached_user_policies,
    "ListEntitiesForPolicy": account.list_entities_for_policy,
    "ListGroupPolicies": inline_policies.list_group_policies,
    "ListGroups": groups.list_groups,
    "ListGroupsForUser": groups.list_groups_for_user,
    "ListInstanceProfileTags": tag_ops.list_instance_profile_tags,
    "ListInstanceProfiles": instance_profiles.list_instance_profiles,
    "ListInstanceProfilesForRole": instance_profiles.list_instance_profiles_for_role,
    "ListOpenIDConnectProviderTags": tag_ops.list_open_id_connect_provider_tags,
    "ListOpenIDConnectProviders": identity_providers.list_open_id_connect_providers,
    "ListPolicies": policies.list_policies,
    "ListPolicyTags": tag_ops.list_policy_tags,
    "ListPolicyVersions": policies.list_policy_versions,
    "ListRolePolicies": inline_policies.list_role_policies,
    "ListRoleTags": tag_ops.list_role_tags,
    "ListRoles": roles.list_roles,
    "ListSAMLProviderTags": tag_ops.list_saml_provider_tags,
    "ListSAMLProviders": identity_providers.list_saml_providers,
    "ListServiceSpecificCredentials": service_credentials.list_service_specific_credentials,
    "ListUserPolicies": inline_policies.list_user_policies,
    "ListUserTags": tag_ops.list_user_tags,
    "ListUsers": users.list_users,
    "PutGroupPolicy": inline_policies.put_group_policy,
    "PutRolePermissionsBoundary": boundaries.put_role_permissions_boundary,
    "PutRolePolicy": inline_policies.put_role_policy,
    "PutUserPermissionsBoundary": boundaries.put_user_permissions_boundary,
    "PutUserPolicy": inline_policies.put_user_policy,
    "RemoveClientIDFromOpenIDConnectProvider": identity_providers.remove_client_id_from_open_id_connect_provider,
    "RemoveRoleFromInstanceProfile": instance_profiles.remove_role_from_instance_profile,
    "RemoveUserFromGroup": groups.remove_user_from_group,
    "ResetServiceSpecificCredential": service_credentials.reset_service_specific_credential,
    "SetDefaultPolicyVersion": policies.set_default_policy_version,
    "SimulateCustomPolicy": simulate.simulate_custom_policy,
    "SimulatePrincipalPolicy": simulate.simulate_principal_policy,
    "TagInstanceProfile": tag_ops.tag_instance_profile,
    "TagOpenIDConnectProvider": tag_ops.tag_open_id_connect_provider,
    "TagPolicy": tag_ops.tag_policy,
    "TagRole": tag_ops.tag_role,
    "TagSAMLProvider": tag_ops.tag_saml_provider,
    "TagUser": tag_ops.tag_user,
    "UntagInstanceProfile": tag_ops.untag_instance_profile,
    "UntagOpenIDConnectProvider": tag_ops.untag_open_id_connect_provider,
    "UntagPolicy": tag_ops.untag_policy,
    "UntagRole": tag_ops.untag_role,
    "UntagSAMLProvider": tag_ops.untag_saml_provider,
    "UntagUser": tag_ops.untag_user,
    "UpdateAccessKey": access_keys.update_access_key,
    "UpdateAccountPasswordPolicy": account_settings.update_account_password_policy,
    "UpdateAssumeRolePolicy": roles.update_assume_role_policy,
    "UpdateGroup": groups.update_group,
    "UpdateLoginProfile": login_profiles.update_login_profile,
    "UpdateOpenIDConnectProviderThumbprint": identity_providers.update_open_id_connect_provider_thumbprint,
    "UpdateRole": roles.update_role,
    "UpdateRoleDescription": roles.update_role_description,
    "UpdateSAMLProvider": identity_providers.update_saml_provider,
    "UpdateServiceSpecificCredential": service_credentials.update_service_specific_credential,
    "UpdateUser": users.update_user,
    "UploadServerCertificate": server_certificates.upload_server_certificate,
    "GetServerCertificate": server_certificates.get_server_certificate,
    "ListServerCertificates": server_certificates.list_server_certificates,
    "UpdateServerCertificate": server_certificates.update_server_certificate,
    "DeleteServerCertificate": server_certificates.delete_server_certificate,
    "TagServerCertificate": server_certificates.tag_server_certificate,
    "UntagServerCertificate": server_certificates.untag_server_certificate,
    "ListServerCertificateTags": server_certificates.list_server_certificate_tags,
}


def _start(state: IamState) -> None:
    load_keys(state)
    forget_grants(state)


def contributions(state: IamState) -> Contributions:
    enforcer = Enforcer(
        state.settings,
        state.resource_policies,
        state.bus,
        partial(policies_of, state),
        partial(limits_of, state),
    )
    signatures = (
        (SignatureVerifier(partial(secret_for, state)).authorize,) if state.settings.verify_signatures else ()
    )
    authorizers = (*signatures, check_arns, enforcer.authorize, partial(note_role_use, state))
    directory: IamDirectory = Directory(state)  # mypy checks the interface's promise is kept

    async def nothing_to_stop() -> None:
        return None

    return Contributions(
        tag_sources=tag_sources(state),
        offers=(Offer(IamDirectory, directory),),
        resolvers=(partial(resolve_key, state),),
        authorizers=authorizers,
        routes=routes(state),
        background=(Background("iam.keys", partial(_start, state), nothing_to_stop),),
    )


def forget(state: IamState) -> None:
    """After a reset: no keys, no roles' last uses, no cached grants."""
    state.uses_written.clear()
    _start(state)


SERVICE: Service[IamState] = Service(
    name="iam",
    state=IamState.build,
    operations=OPERATIONS,
    contributes=contributions,
    tables=TABLES,
    schema=SCHEMA,
    migrations=MIGRATIONS,
    on_reset=forget,
    absent=account_settings.absent,
)
