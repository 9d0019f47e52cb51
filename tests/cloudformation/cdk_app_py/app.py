"""The CDK test app in Python (aws-cdk-lib from PyPI): a queue, a function from a file asset (the JavaScript
app's handler folder), a table, an HTTP API in front of the function and a state machine that invokes it."""

import os

import aws_cdk as cdk
from aws_cdk import aws_apigatewayv2 as apigwv2
from aws_cdk import aws_apigatewayv2_integrations as integrations
from aws_cdk import aws_dynamodb as dynamodb
from aws_cdk import aws_lambda as lambda_
from aws_cdk import aws_sqs as sqs
from aws_cdk import aws_stepfunctions as sfn
from aws_cdk import aws_stepfunctions_tasks as tasks

HANDLER = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "cdk_app", "handler")


class OrdersStack(cdk.Stack):
    def __init__(self, scope: cdk.App, name: str, **kwargs: object) -> None:
        super().__init__(scope, name, **kwargs)
        queue = sqs.Queue(self, "Orders")
        table = dynamodb.Table(
            self,
            "Ledger",
            partition_key=dynamodb.Attribute(name="id", type=dynamodb.AttributeType.STRING),
            billing_mode=dynamodb.BillingMode.PAY_PER_REQUEST,
            removal_policy=cdk.RemovalPolicy.DESTROY,
        )
        fn = lambda_.Function(
            self,
            "Handler",
            runtime=lambda_.Runtime.PYTHON_3_12,
            handler="index.handler",
            code=lambda_.Code.from_asset(HANDLER),
            environment={"TABLE_NAME": table.table_name, "QUEUE_URL": queue.queue_url},
            timeout=cdk.Duration.seconds(10),
        )
        table.grant_read_write_data(fn)
        queue.grant_send_messages(fn)
        api = apigwv2.HttpApi(self, "Api")
        api.add_routes(
            path="/orders",
            methods=[apigwv2.HttpMethod.GET],
            integration=integrations.HttpLambdaIntegration("Orders", handler=fn),
        )
        machine = sfn.StateMachine(
            self,
            "Flow",
            definition_body=sfn.DefinitionBody.from_chainable(
                tasks.LambdaInvoke(self, "Record", lambda_function=fn, output_path="$.Payload")
            ),
        )
        cdk.CfnOutput(self, "ApiUrl", value=api.api_endpoint)
        cdk.CfnOutput(self, "QueueUrl", value=queue.queue_url)
        cdk.CfnOutput(self, "TableName", value=table.table_name)
        cdk.CfnOutput(self, "FunctionName", value=fn.function_name)
        cdk.CfnOutput(self, "StateMachineArn", value=machine.state_machine_arn)


app = cdk.App()
OrdersStack(
    app,
    os.environ.get("LABCLOUD_CDK_STACK", "LabcloudCdkOrdersPy"),
    env=cdk.Environment(
        account=os.environ.get("CDK_DEFAULT_ACCOUNT"), region=os.environ.get("CDK_DEFAULT_REGION")
    ),
)
app.synth()
