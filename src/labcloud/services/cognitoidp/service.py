"""Amazon Cognito user pools (botocore ``cognito-idp``) in the service shape: pools, app clients, users,
groups and domains; sign-up and confirmation, a forgotten password, the custom sender triggers, password and refresh-token sign-in, the new-password
challenge, sign-out; RS256 tokens signed with each pool's key, whose key set labcloud serves at
``/<pool id>/.well-known/jwks.json`` and which API Gateway's authorizers check through
:class:`~labcloud.services.cognitoidp.interfaces.UserPoolTokens`. Operations of the model outside the
table answer "not implemented" (docs/cognito.md lists what is there).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from labcloud.front_doors import UserPoolDiscovery
from labcloud.scheduler import Periodic
from labcloud.services.cognitoidp.interfaces import UserPoolTokens
from labcloud.services.cognitoidp.repo.schema import MIGRATIONS, SCHEMA, TABLES
from labcloud.services.cognitoidp.state import CognitoState
from labcloud.services.cognitoidp.tag_source import tag_source
from labcloud.services.cognitoidp.unsigned import needs_credentials
from labcloud.services.shape import Contributions, Offer, Operation, Service, Validator, lazy_module

if TYPE_CHECKING:
    from labcloud.services.cognitoidp import (
        attribute_ops,
        auth_ops,
        client_ops,
        group_ops,
        mfa_ops,
        pool_ops,
        recovery_ops,
        resource_server_ops,
        sweep,
        tag_ops,
        user_ops,
    )
else:
    attribute_ops = lazy_module("labcloud.services.cognitoidp.attribute_ops")
    auth_ops = lazy_module("labcloud.services.cognitoidp.auth_ops")
    client_ops = lazy_module("labcloud.services.cognitoidp.client_ops")
    group_ops = lazy_module("labcloud.services.cognitoidp.group_ops")
    mfa_ops = lazy_module("labcloud.services.cognitoidp.mfa_ops")
    pool_ops = lazy_module("labcloud.services.cognitoidp.pool_ops")
    recovery_ops = lazy_module("labcloud.services.cognitoidp.recovery_ops")
    resource_server_ops = lazy_module("labcloud.services.cognitoidp.resource_server_ops")
    sweep = lazy_module("labcloud.services.cognitoidp.sweep")
    tag_ops = lazy_module("labcloud.services.cognitoidp.tag_ops")
    user_ops = lazy_module("labcloud.services.cognitoidp.user_ops")

OPERATIONS: dict[str, Operation[CognitoState]] = {
    "CreateUserPool": pool_ops.create_user_pool,
    "DescribeUserPool": pool_ops.describe_user_pool,
    "ListUserPools": pool_ops.list_user_pools,
    "UpdateUserPool": pool_ops.update_user_pool,
    "DeleteUserPool": pool_ops.delete_user_pool,
    "GetUserPoolMfaConfig": mfa_ops.get_user_pool_mfa_config,
    "SetUserPoolMfaConfig": mfa_ops.set_user_pool_mfa_config,
    "CreateUserPoolDomain": pool_ops.create_user_pool_domain,
    "DescribeUserPoolDomain": pool_ops.describe_user_pool_domain,
    "UpdateUserPoolDomain": pool_ops.update_user_pool_domain,
    "DeleteUserPoolDomain": pool_ops.delete_user_pool_domain,
    "CreateResourceServer": resource_server_ops.create_resource_server,
    "DescribeResourceServer": resource_server_ops.describe_resource_server,
    "UpdateResourceServer": resource_server_ops.update_resource_server,
    "DeleteResourceServer": resource_server_ops.delete_resource_server,
    "ListResourceServers": resource_server_ops.list_resource_servers,
    "CreateUserPoolClient": client_ops.create_user_pool_client,
    "DescribeUserPoolClient": client_ops.describe_user_pool_client,
    "ListUserPoolClients": client_ops.list_user_pool_clients,
    "UpdateUserPoolClient": client_ops.update_user_pool_client,
    "DeleteUserPoolClient": client_ops.delete_user_pool_client,
    "AdminCreateUser": user_ops.admin_create_user,
    "AdminGetUser": user_ops.admin_get_user,
    "AdminDeleteUser": user_ops.admin_delete_user,
    "AdminSetUserPassword": user_ops.admin_set_user_password,
    "AdminEnableUser": user_ops.admin_enable_user,
    "AdminDisableUser": user_ops.admin_disable_user,
    "AdminUpdateUserAttributes": user_ops.admin_update_user_attributes,
    "AdminConfirmSignUp": user_ops.admin_confirm_sign_up,
    "SignUp": user_ops.sign_up,
    "ConfirmSignUp": user_ops.confirm_sign_up,
    "ResendConfirmationCode": user_ops.resend_confirmation_code,
    "ForgotPassword": recovery_ops.forgot_password,
    "ConfirmForgotPassword": recovery_ops.confirm_forgot_password,
    "ListUsers": user_ops.list_users,
    "CreateGroup": group_ops.create_group,
    "GetGroup": group_ops.get_group,
    "UpdateGroup": group_ops.update_group,
    "DeleteGroup": group_ops.delete_group,
    "ListGroups": group_ops.list_groups,
    "AdminAddUserToGroup": group_ops.admin_add_user_to_group,
    "AdminRemoveUserFromGroup": group_ops.admin_remove_user_from_group,
    "AdminListGroupsForUser": group_ops.admin_list_groups_for_user,
    "ListUsersInGroup": group_ops.list_users_in_group,
    "InitiateAuth": auth_ops.initiate_auth,
    "AdminInitiateAuth": auth_ops.admin_initiate_auth,
    "RespondToAuthChallenge": auth_ops.respond_to_auth_challenge,
    "AdminRespondToAuthChallenge": auth_ops.admin_respond_to_auth_challenge,
    "GetUser": auth_ops.get_user,
    "ChangePassword": auth_ops.change_password,
    "GlobalSignOut": auth_ops.global_sign_out,
    "AdminUserGlobalSignOut": auth_ops.admin_user_global_sign_out,
    "RevokeToken": auth_ops.revoke_token,
    "GetUserAttributeVerificationCode": attribute_ops.get_user_attribute_verification_code,
    "VerifyUserAttribute": attribute_ops.verify_user_attribute,
    "TagResource": tag_ops.tag_resource,
    "UntagResource": tag_ops.untag_resource,
    "ListTagsForResource": tag_ops.list_tags_for_resource,
}

VALIDATORS: dict[str, Validator[CognitoState]] = {name: needs_credentials for name in OPERATIONS}

#: How often expired refresh tokens and challenge sessions are forgotten.
SWEEP_SECONDS = 300.0


def contributions(state: CognitoState) -> Contributions:
    from labcloud.services.cognitoidp.offers import Discovery, PoolTokens

    return Contributions(
        tag_sources=(tag_source(state),),
        offers=(Offer(UserPoolTokens, PoolTokens(state)), Offer(UserPoolDiscovery, Discovery(state))),
        periodic=(
            Periodic("cognito-idp.sweep", SWEEP_SECONDS, lambda now: sweep.forget_expired(state, now)),
        ),
    )


SERVICE: Service[CognitoState] = Service(
    name="cognito-idp",
    state=CognitoState.build,
    operations=OPERATIONS,
    contributes=contributions,
    tables=TABLES,
    schema=SCHEMA,
    migrations=MIGRATIONS,
    validators=VALIDATORS,
)
