"""Amazon MQ through CloudFormation, shaped like AWS's activemq-lambda and rabbitmq-lambda patterns: a SAM
function with an ``MQ`` event on AWS::AmazonMQ::Broker (users resolved from Secrets Manager), an
AWS::AmazonMQ::Configuration with its data and a ConfigurationAssociation; Ref/GetAtt as AWS defines them,
a message put on the queue reaching the function, and everything going with its stack."""

from __future__ import annotations

import base64
import json
import sys
from pathlib import Path

from mq_helpers import PASSWORD

from labcloud.testing.server_process import LabcloudProcess

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "cloudformation"))
sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "lambda_"))
from cfn_helpers import wait_stack  # noqa: E402
from lambda_helpers import events, wait_for  # noqa: E402

XML = base64.b64encode(b'<broker xmlns="http://activemq.apache.org/schema/core"><plugins/></broker>').decode()
TEMPLATE = f"""Transform: AWS::Serverless-2016-10-31
Parameters:
  SecretARN: {{Type: String}}
Resources:
  Config:
    Type: AWS::AmazonMQ::Configuration
    Properties: {{Name: amq-config, EngineType: ACTIVEMQ, EngineVersion: "5.18", Data: {XML}, Description: mine}}
  Broker:
    Type: AWS::AmazonMQ::Broker
    Properties:
      AutoMinorVersionUpgrade: false
      BrokerName: ActiveMQSAM
      DeploymentMode: SINGLE_INSTANCE
      EngineType: ACTIVEMQ
      EngineVersion: "5.17.3"
      HostInstanceType: mq.t3.micro
      PubliclyAccessible: true
      Users:
        - Username: '{{{{resolve:secretsmanager:mq-cfn:SecretString:username}}}}'
          Password: '{{{{resolve:secretsmanager:mq-cfn:SecretString:password}}}}'
          ConsoleAccess: true
      Tags: [{{Key: team, Value: a}}]
  Association:
    Type: AWS::AmazonMQ::ConfigurationAssociation
    Properties:
      Broker: !Ref Broker
      Configuration: {{Id: !Ref Config, Revision: !GetAtt Config.Revision}}
  Listener:
    Type: AWS::Serverless::Function
    Properties:
      Runtime: python3.12
      Handler: index.handler
      InlineCode: "def handler(event, context):\\n    return len(event['messages'])\\n"
      Policies:
        - Statement: [{{Effect: Allow, Resource: '*', Action: [mq:DescribeBroker, secretsmanager:GetSecretValue]}}]
      Events:
        MQEvent:
          Type: MQ
          Properties:
            BatchSize: 10
            Broker: !GetAtt Broker.Arn
            Queues: [lambdaQueue1]
            SourceAccessConfigurations: [{{Type: BASIC_AUTH, URI: !Ref SecretARN}}]
Outputs:
  BrokerId: {{Value: !Ref Broker}}
  BrokerArn: {{Value: !GetAtt Broker.Arn}}
  OpenWire: {{Value: !Select [0, !GetAtt Broker.OpenWireEndpoints]}}
  ConfigId: {{Value: !Ref Config}}
"""


def test_the_activemq_lambda_pattern_deploys_consumes_and_deletes(labcloud: LabcloudProcess) -> None:
    secret = labcloud.boto3_client("secretsmanager").create_secret(
        Name="mq-cfn", SecretString=json.dumps({"username": "mqadmin", "password": PASSWORD})
    )["ARN"]
    cfn = labcloud.boto3_client("cloudformation")
    mq = labcloud.boto3_client("mq")
    cfn.create_stack(
        StackName="amq",
        TemplateBody=TEMPLATE,
        Parameters=[{"ParameterKey": "SecretARN", "ParameterValue": secret}],
        Capabilities=["CAPABILITY_IAM", "CAPABILITY_AUTO_EXPAND"],
    )
    stack = wait_stack(cfn, "amq", timeout=120)
    assert stack["StackStatus"] == "CREATE_COMPLETE", stack.get("StackStatusReason")
    out = {o["OutputKey"]: o["OutputValue"] for o in stack["Outputs"]}
    bid = out["BrokerId"]
    assert out["BrokerArn"].endswith(f":broker:ActiveMQSAM:{bid}")
    assert out["OpenWire"] == f"ssl://{bid}-1.mq.us-east-1.amazonaws.com:61617"
    broker = mq.describe_broker(BrokerId=bid)
    assert broker["BrokerState"] == "RUNNING" and broker["Users"] == [{"Username": "mqadmin"}]
    assert broker["Tags"] == {"team": "a"}
    assert broker["Configurations"]["Pending"] == {"Id": out["ConfigId"], "Revision": 2}
    revision = mq.describe_configuration_revision(ConfigurationId=out["ConfigId"], ConfigurationRevision="2")
    assert revision["Data"] == XML and revision["Description"] == "mine"

    labcloud.post(f"/_labcloud/mq/{bid}/queues/lambdaQueue1", {"data": "from the pattern"})
    finished = wait_for(lambda: events(labcloud, "lambda.invocation.finished"))
    assert finished[0]["data"]["result"] == 1

    cfn.delete_stack(StackName="amq")
    cfn.get_waiter("stack_delete_complete").wait(
        StackName="amq", WaiterConfig={"Delay": 1, "MaxAttempts": 120}
    )
    assert mq.list_brokers()["BrokerSummaries"] == [] and mq.list_configurations()["Configurations"] == []
