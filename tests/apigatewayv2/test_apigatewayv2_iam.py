"""IAM enforcement of HTTP APIs' control plane: like REST APIs, HTTP verbs on
``arn:aws:apigateway:<region>::/apis/<id>[/routes/<id>...]``."""

from __future__ import annotations

import json

import pytest
from botocore.exceptions import ClientError

from labcloud.testing.server_process import LabcloudProcess

READ_ONLY = {
    "Version": "2012-10-17",
    "Statement": [
        {"Effect": "Allow", "Action": "apigateway:GET", "Resource": "arn:aws:apigateway:us-east-1::/apis*"}
    ],
}


def test_a_get_only_policy_reads_http_apis_but_cannot_change_them() -> None:
    server = LabcloudProcess(in_memory=True, extra_args=["--enforce-iam"]).start()
    try:
        admin = server.boto3_client("apigatewayv2")
        api_id = admin.create_api(Name="guarded", ProtocolType="HTTP")["ApiId"]
        iam = server.boto3_client("iam")
        iam.create_user(UserName="reader")
        iam.put_user_policy(UserName="reader", PolicyName="read", PolicyDocument=json.dumps(READ_ONLY))
        key = iam.create_access_key(UserName="reader")["AccessKey"]
        reader = server.boto3_client(
            "apigatewayv2", aws_access_key_id=key["AccessKeyId"], aws_secret_access_key=key["SecretAccessKey"]
        )
        assert reader.get_api(ApiId=api_id)["Name"] == "guarded"
        assert reader.get_routes(ApiId=api_id)["Items"] == []
        for attempt in (
            lambda: reader.create_api(Name="nope", ProtocolType="HTTP"),
            lambda: reader.delete_api(ApiId=api_id),
            lambda: reader.create_route(ApiId=api_id, RouteKey="GET /"),
        ):
            with pytest.raises(ClientError) as caught:
                attempt()
            error = caught.value.response
            assert error["ResponseMetadata"]["HTTPStatusCode"] == 403, error["Error"]
            assert error["Error"]["Code"] == "AccessDeniedException"
            assert "apigateway:" in error["Error"]["Message"]
        assert admin.get_api(ApiId=api_id)["Name"] == "guarded"
    finally:
        server.stop()
