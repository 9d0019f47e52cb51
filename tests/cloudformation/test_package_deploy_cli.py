"""`aws cloudformation package` + `deploy` of the seed lab's consumer from a local folder, with the real aws CLI.

The function's code is the lab's starting worker (a folder with ``app.py``), packaged to labcloud's S3;
the deploy goes through TemplateURL (``--s3-bucket``). Orders sent, items read; the template changed
(an environment variable, a new GSI) and the code changed, repackaged and redeployed in place; the
stack deleted and nothing left but the artifacts bucket.
"""

from __future__ import annotations

import json
from importlib import resources
from pathlib import Path
from typing import Any

from cfn_helpers import events, wait_for, wait_stack

GSI = """
      GlobalSecondaryIndexes:
        - IndexName: ByTotal
          KeySchema: [{AttributeName: total_cents, KeyType: HASH}]
          Projection: {ProjectionType: ALL}"""


def template(level: str, with_gsi: bool) -> str:
    attribute = "\n        - {AttributeName: total_cents, AttributeType: N}" if with_gsi else ""
    return f"""AWSTemplateFormatVersion: '2010-09-09'
Transform: AWS::Serverless-2016-10-31
Resources:
  Jobs:
    Type: AWS::SQS::Queue
    Properties:
      VisibilityTimeout: 30
  Orders:
    Type: AWS::DynamoDB::Table
    Properties:
      BillingMode: PAY_PER_REQUEST
      AttributeDefinitions:
        - {{AttributeName: id, AttributeType: S}}{attribute}
      KeySchema: [{{AttributeName: id, KeyType: HASH}}]{GSI if with_gsi else ""}
  Worker:
    Type: AWS::Serverless::Function
    Properties:
      CodeUri: ./worker
      Handler: app.handler
      Runtime: python3.12
      Timeout: 15
      Environment:
        Variables:
          TABLE_NAME: !Ref Orders
          LOG_LEVEL: {level}
      Policies:
        - DynamoDBCrudPolicy: {{TableName: !Ref Orders}}
      Events:
        Jobs:
          Type: SQS
          Properties:
            Queue: !GetAtt Jobs.Arn
            BatchSize: 1
Outputs:
  QueueUrl:
    Value: !Ref Jobs
  TableName:
    Value: !Ref Orders
  FunctionName:
    Value: !Ref Worker
"""


def package_and_deploy(labcloud: Any, folder: Path) -> str:
    labcloud.aws(
        "cloudformation",
        "package",
        "--template-file",
        str(folder / "template.yaml"),
        "--s3-bucket",
        "artifacts",
        "--output-template-file",
        str(folder / "packaged.yaml"),
    )
    assert "CodeUri: s3://artifacts/" in (folder / "packaged.yaml").read_text()
    result = labcloud.aws(
        "cloudformation",
        "deploy",
        "--template-file",
        str(folder / "packaged.yaml"),
        "--stack-name",
        "consumer",
        "--capabilities",
        "CAPABILITY_IAM",
        "--s3-bucket",
        "artifacts",
    )
    return str(result.stdout)


def test_package_deploy_update_delete(labcloud: Any, cfn: Any, tmp_path: Path) -> None:
    sqs, ddb, lam, s3 = (labcloud.boto3_client(s) for s in ("sqs", "dynamodb", "lambda", "s3"))
    worker = tmp_path / "worker"
    worker.mkdir()
    starting = resources.files("labcloud.labs.scenarios.idempotent_consumer").joinpath("starting_worker.py")
    (worker / "app.py").write_bytes(starting.read_bytes())
    labcloud.aws("s3", "mb", "s3://artifacts")
    (tmp_path / "template.yaml").write_text(template("INFO", with_gsi=False))
    assert "Successfully created/updated stack - consumer" in package_and_deploy(labcloud, tmp_path)
    stack = cfn.describe_stacks(StackName="consumer")["Stacks"][0]
    assert stack["StackStatus"] == "CREATE_COMPLETE"
    outputs = {o["OutputKey"]: o["OutputValue"] for o in stack["Outputs"]}
    first = lam.get_function(FunctionName=outputs["FunctionName"])["Configuration"]
    for order, quantity in (("dedup-order", 4), ("other-order", 1)):
        sqs.send_message(
            QueueUrl=outputs["QueueUrl"], MessageBody=json.dumps({"id": order, "quantity": quantity})
        )
    items = wait_for(
        lambda: (lambda got: len(got) == 2 and got)(ddb.scan(TableName=outputs["TableName"])["Items"]),
        timeout=60,
    )
    assert sorted((i["id"]["S"], i["total_cents"]["N"]) for i in items) == [
        ("dedup-order", "1100"),
        ("other-order", "350"),
    ]

    (tmp_path / "template.yaml").write_text(template("DEBUG", with_gsi=True))
    (worker / "app.py").write_text((worker / "app.py").read_text() + "\n# changed\n")
    assert "Successfully created/updated stack - consumer" in package_and_deploy(labcloud, tmp_path)
    stack = cfn.describe_stacks(StackName="consumer")["Stacks"][0]
    assert stack["StackStatus"] == "UPDATE_COMPLETE"
    updated = lam.get_function(FunctionName=outputs["FunctionName"])["Configuration"]
    assert updated["FunctionArn"] == first["FunctionArn"]
    assert updated["Environment"]["Variables"]["LOG_LEVEL"] == "DEBUG"
    assert updated["CodeSha256"] != first["CodeSha256"]
    shown = [e for e in events(cfn, "consumer") if e[0] in ("Worker", "Orders", "Jobs")]
    assert ("Worker", "UPDATE_COMPLETE", None) in shown and ("Orders", "UPDATE_COMPLETE", None) in shown
    assert not any(e[0] == "Jobs" and e[1].startswith("UPDATE") for e in shown)
    table = ddb.describe_table(TableName=outputs["TableName"])["Table"]
    assert [(g["IndexName"], g["IndexStatus"]) for g in table["GlobalSecondaryIndexes"]] == [
        ("ByTotal", "ACTIVE")
    ]
    sqs.send_message(QueueUrl=outputs["QueueUrl"], MessageBody=json.dumps({"id": "third", "quantity": 10}))
    found = wait_for(
        lambda: ddb.query(
            TableName=outputs["TableName"],
            IndexName="ByTotal",
            KeyConditionExpression="total_cents = :t",
            ExpressionAttributeValues={":t": {"N": "2600"}},
        )["Items"],
        timeout=60,
    )
    assert [i["id"]["S"] for i in found] == ["third"]

    labcloud.aws("cloudformation", "delete-stack", "--stack-name", "consumer")
    assert wait_stack(cfn, stack["StackId"])["StackStatus"] == "DELETE_COMPLETE"
    assert sqs.list_queues().get("QueueUrls", []) == []
    assert ddb.list_tables()["TableNames"] == []
    assert lam.list_functions()["Functions"] == []
    assert lam.list_event_source_mappings()["EventSourceMappings"] == []
    assert [b["Name"] for b in s3.list_buckets()["Buckets"]] == ["artifacts"]


def test_bucket_resource(labcloud: Any, cfn: Any) -> None:
    template = {
        "Resources": {"Store": {"Type": "AWS::S3::Bucket"}},
        "Outputs": {"Name": {"Value": {"Ref": "Store"}}, "Arn": {"Value": {"Fn::GetAtt": ["Store", "Arn"]}}},
    }
    cfn.create_stack(StackName="bucket", TemplateBody=json.dumps(template))
    stack = wait_stack(cfn, "bucket")
    assert stack["StackStatus"] == "CREATE_COMPLETE"
    outputs = {o["OutputKey"]: o["OutputValue"] for o in stack["Outputs"]}
    assert outputs["Name"].startswith("bucket-store-") and outputs["Name"] == outputs["Name"].lower()
    assert outputs["Arn"] == f"arn:aws:s3:::{outputs['Name']}"
    s3 = labcloud.boto3_client("s3")
    s3.put_object(Bucket=outputs["Name"], Key="k", Body=b"x")
    # A bucket that is not empty cannot be deleted: the stack ends DELETE_FAILED with S3's reason.
    cfn.delete_stack(StackName="bucket")
    stack = wait_stack(cfn, stack["StackId"])
    assert stack["StackStatus"] == "DELETE_FAILED"
    failed = [e for e in events(cfn, "bucket") if e[1] == "DELETE_FAILED"]
    assert failed[0][0] == "Store" and "BucketNotEmpty" in (failed[0][2] or "")
    s3.delete_object(Bucket=outputs["Name"], Key="k")
    cfn.delete_stack(StackName="bucket")
    assert wait_stack(cfn, stack["StackId"])["StackStatus"] == "DELETE_COMPLETE"
    assert s3.list_buckets()["Buckets"] == []


def test_layer_and_function_code_from_s3(labcloud: Any, cfn: Any) -> None:
    import io
    import zipfile

    def zipped(name: str, text: str) -> bytes:
        buffer = io.BytesIO()
        with zipfile.ZipFile(buffer, "w") as archive:
            archive.writestr(name, text)
        return buffer.getvalue()

    s3 = labcloud.boto3_client("s3")
    s3.create_bucket(Bucket="code")
    s3.put_object(
        Bucket="code", Key="layer.zip", Body=zipped("python/greeting.py", "WORD = 'hello from a layer'\n")
    )
    s3.put_object(
        Bucket="code",
        Key="fn.zip",
        Body=zipped("app.py", "from greeting import WORD\ndef handler(event, context):\n    return WORD\n"),
    )
    trust = {
        "Version": "2012-10-17",
        "Statement": [
            {"Effect": "Allow", "Principal": {"Service": "lambda.amazonaws.com"}, "Action": "sts:AssumeRole"}
        ],
    }
    template = {
        "Resources": {
            "Role": {"Type": "AWS::IAM::Role", "Properties": {"AssumeRolePolicyDocument": trust}},
            "Layer": {
                "Type": "AWS::Lambda::LayerVersion",
                "Properties": {
                    "Content": {"S3Bucket": "code", "S3Key": "layer.zip"},
                    "CompatibleRuntimes": ["python3.12"],
                },
            },
            "Fn": {
                "Type": "AWS::Lambda::Function",
                "Properties": {
                    "Runtime": "python3.12",
                    "Handler": "app.handler",
                    "Role": {"Fn::GetAtt": ["Role", "Arn"]},
                    "Layers": [{"Ref": "Layer"}],
                    "Code": {"S3Bucket": "code", "S3Key": "fn.zip"},
                },
            },
        },
        "Outputs": {"Fn": {"Value": {"Ref": "Fn"}}},
    }
    cfn.create_stack(StackName="layered", TemplateBody=json.dumps(template), Capabilities=["CAPABILITY_IAM"])
    stack = wait_stack(cfn, "layered")
    assert stack["StackStatus"] == "CREATE_COMPLETE", [e for e in events(cfn, "layered") if "FAILED" in e[1]]
    lam = labcloud.boto3_client("lambda")
    answer = lam.invoke(FunctionName=stack["Outputs"][0]["OutputValue"])["Payload"].read()
    assert json.loads(answer) == "hello from a layer"
    cfn.delete_stack(StackName="layered")
    assert wait_stack(cfn, stack["StackId"])["StackStatus"] == "DELETE_COMPLETE"
    assert lam.list_layers()["Layers"] == []


def test_sam_function_with_s3_event(labcloud: Any, cfn: Any) -> None:
    template = """
Transform: AWS::Serverless-2016-10-31
Resources:
  Uploads:
    Type: AWS::S3::Bucket
  OnUpload:
    Type: AWS::Serverless::Function
    Properties:
      Runtime: python3.12
      Handler: index.handler
      InlineCode: |
        def handler(event, context):
            return [r["s3"]["object"]["key"] for r in event["Records"]]
      Events:
        Created:
          Type: S3
          Properties:
            Bucket: !Ref Uploads
            Events: s3:ObjectCreated:*
            Filter:
              S3Key:
                Rules: [{Name: suffix, Value: .csv}]
Outputs:
  Bucket:
    Value: !Ref Uploads
"""
    cfn.create_stack(
        StackName="s3events", TemplateBody=template, Capabilities=["CAPABILITY_IAM", "CAPABILITY_AUTO_EXPAND"]
    )
    stack = wait_stack(cfn, "s3events")
    assert stack["StackStatus"] == "CREATE_COMPLETE", [e for e in events(cfn, "s3events") if "FAILED" in e[1]]
    bucket = stack["Outputs"][0]["OutputValue"]
    s3 = labcloud.boto3_client("s3")
    configuration = s3.get_bucket_notification_configuration(Bucket=bucket)["LambdaFunctionConfigurations"]
    assert configuration[0]["Events"] == ["s3:ObjectCreated:*"]
    s3.put_object(Bucket=bucket, Key="skip.txt", Body=b"x")
    s3.put_object(Bucket=bucket, Key="data/orders.csv", Body=b"id\n1\n")

    def finished() -> Any:
        answer = labcloud.get("/_labcloud/events?kind=lambda.invocation.finished&limit=1000")
        rows = answer["events"] if isinstance(answer, dict) else answer
        return [e["data"].get("result") for e in rows if e["kind"] == "lambda.invocation.finished"]

    assert wait_for(finished, timeout=60) == [["data/orders.csv"]]
    s3.delete_object(Bucket=bucket, Key="skip.txt")
    s3.delete_object(Bucket=bucket, Key="data/orders.csv")
    cfn.delete_stack(StackName="s3events")
    assert wait_stack(cfn, stack["StackId"])["StackStatus"] == "DELETE_COMPLETE"
    assert s3.list_buckets()["Buckets"] == []
