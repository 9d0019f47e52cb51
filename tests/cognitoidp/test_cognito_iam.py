"""IAM with Cognito: the admin operations are cognito-idp:<Operation> on the pool's ARN; the operations a
user's own password or token authenticates need no signature and no IAM permission, as on AWS."""

from __future__ import annotations

import json
from collections.abc import Iterator

import pytest
from botocore import UNSIGNED
from botocore.config import Config
from cognito_helpers import PASSWORD, error_code, pool_with_client

from labcloud.testing.server_process import LabcloudProcess


@pytest.fixture(scope="module")
def enforcing() -> Iterator[LabcloudProcess]:
    server = LabcloudProcess(in_memory=True, extra_args=["--enforce-iam"]).start()
    try:
        yield server
    finally:
        server.stop()


def test_admin_operations_need_the_pools_permission(enforcing: LabcloudProcess) -> None:
    enforcing.reset()
    root = enforcing.boto3_client("cognito-idp")
    pool_id, client_id = pool_with_client(root)
    other_id, _ = pool_with_client(root)
    iam = enforcing.boto3_client("iam")
    iam.create_user(UserName="admin")
    key = iam.create_access_key(UserName="admin")["AccessKey"]
    policy = {
        "Version": "2012-10-17",
        "Statement": [
            {
                "Effect": "Allow",
                "Action": ["cognito-idp:AdminCreateUser", "cognito-idp:AdminSetUserPassword"],
                "Resource": f"arn:aws:cognito-idp:us-east-1:000000000000:userpool/{pool_id}",
            }
        ],
    }
    iam.put_user_policy(UserName="admin", PolicyName="p", PolicyDocument=json.dumps(policy))
    admin = enforcing.boto3_client(
        "cognito-idp", aws_access_key_id=key["AccessKeyId"], aws_secret_access_key=key["SecretAccessKey"]
    )
    admin.admin_create_user(UserPoolId=pool_id, Username="alice", MessageAction="SUPPRESS")
    admin.admin_set_user_password(UserPoolId=pool_id, Username="alice", Password=PASSWORD, Permanent=True)
    code, _ = error_code(
        admin.admin_create_user, UserPoolId=other_id, Username="bob", MessageAction="SUPPRESS"
    )
    assert code == "AccessDeniedException"
    code, _ = error_code(admin.admin_delete_user, UserPoolId=pool_id, Username="alice")
    assert code == "AccessDeniedException"
    unsigned = enforcing.boto3_client(
        "cognito-idp", config=Config(signature_version=UNSIGNED, retries={"max_attempts": 1})
    )
    tokens = unsigned.initiate_auth(
        ClientId=client_id,
        AuthFlow="USER_PASSWORD_AUTH",
        AuthParameters={"USERNAME": "alice", "PASSWORD": PASSWORD},
    )["AuthenticationResult"]
    assert unsigned.get_user(AccessToken=tokens["AccessToken"])["Username"] == "alice"
    unsigned.sign_up(ClientId=client_id, Username="carol", Password=PASSWORD)
    code, _ = error_code(unsigned.admin_get_user, UserPoolId=pool_id, Username="alice")
    assert code in (
        "AccessDeniedException",
        "UnrecognizedClientException",
        "MissingAuthenticationTokenException",
    )
