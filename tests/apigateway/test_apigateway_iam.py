"""IAM enforcement of the control plane: API Gateway's actions are HTTP verbs on
``arn:aws:apigateway:<region>::<path>`` (``apigateway:GET`` on ``/restapis/<id>``...)."""

from __future__ import annotations

import json

from labcloud.testing.server_process import LabcloudProcess

READ_ONLY = {
    "Version": "2012-10-17",
    "Statement": [
        {
            "Effect": "Allow",
            "Action": "apigateway:GET",
            "Resource": "arn:aws:apigateway:us-east-1::/restapis*",
        }
    ],
}


def test_a_user_may_read_but_not_create_with_a_get_only_policy() -> None:
    server = LabcloudProcess(in_memory=True, extra_args=["--enforce-iam"]).start()
    try:
        admin = server.boto3_client("apigateway")
        api_id = admin.create_rest_api(name="guarded")["id"]
        iam = server.boto3_client("iam")
        iam.create_user(UserName="reader")
        iam.put_user_policy(UserName="reader", PolicyName="read", PolicyDocument=json.dumps(READ_ONLY))
        key = iam.create_access_key(UserName="reader")["AccessKey"]
        reader = server.boto3_client(
            "apigateway", aws_access_key_id=key["AccessKeyId"], aws_secret_access_key=key["SecretAccessKey"]
        )
        assert reader.get_rest_api(restApiId=api_id)["name"] == "guarded"
        assert [a["id"] for a in reader.get_rest_apis()["items"]] == [api_id]
        for attempt in (
            lambda: reader.create_rest_api(name="nope"),
            lambda: reader.delete_rest_api(restApiId=api_id),
            lambda: reader.update_rest_api(
                restApiId=api_id, patchOperations=[{"op": "replace", "path": "/name", "value": "x"}]
            ),
        ):
            try:
                attempt()
            except reader.exceptions.ClientError as error:
                response = error.response
                assert response["ResponseMetadata"]["HTTPStatusCode"] == 403
                assert response["Error"]["Code"] == "AccessDeniedException"
                assert "apigateway:" in response["Error"]["Message"]
            else:
                raise AssertionError("the write was allowed")
        assert admin.get_rest_api(restApiId=api_id)["name"] == "guarded"
    finally:
        server.stop()
