"""The resource types Resource Groups' queries name (CloudFormation's ``AWS::Service::Type``) and the tag sources
(``tag_sources.py``) holding them, both ways."""

from __future__ import annotations

ALL_SUPPORTED = "AWS::AllSupported"

#: CloudFormation type → the tag source's resource type (the Tagging API's spelling).
SOURCE_OF: dict[str, str] = {
    "AWS::SQS::Queue": "sqs",
    "AWS::SNS::Topic": "sns",
    "AWS::Lambda::Function": "lambda:function",
    "AWS::Lambda::EventSourceMapping": "lambda:event-source-mapping",
    "AWS::Lambda::CodeSigningConfig": "lambda:code-signing-config",
    "AWS::DynamoDB::Table": "dynamodb:table",
    "AWS::S3::Bucket": "s3",
    "AWS::Kinesis::Stream": "kinesis:stream",
    "AWS::StepFunctions::StateMachine": "states:stateMachine",
    "AWS::StepFunctions::Activity": "states:activity",
    "AWS::Events::EventBus": "events:event-bus",
    "AWS::Events::Rule": "events:rule",
    "AWS::Logs::LogGroup": "logs:log-group",
    "AWS::SecretsManager::Secret": "secretsmanager:secret",
    "AWS::KMS::Key": "kms:key",
    "AWS::SSM::Parameter": "ssm:parameter",
    "AWS::SSM::Document": "ssm:document",
    "AWS::IAM::Role": "iam:role",
    "AWS::IAM::User": "iam:user",
    "AWS::IAM::ManagedPolicy": "iam:policy",
    "AWS::IAM::InstanceProfile": "iam:instance-profile",
    "AWS::Route53::HostedZone": "route53:hostedzone",
    "AWS::Route53::HealthCheck": "route53:healthcheck",
    "AWS::CloudFront::Distribution": "cloudfront:distribution",
    "AWS::AppSync::GraphQLApi": "appsync:apis",
    "AWS::ApiGateway::RestApi": "apigateway:restapis",
    "AWS::ApiGateway::Stage": "apigateway:restapis/stages",
    "AWS::ApiGatewayV2::Api": "apigateway:apis",
    "AWS::ApiGatewayV2::Stage": "apigateway:apis/stages",
    "AWS::Scheduler::ScheduleGroup": "scheduler:schedule-group",
    "AWS::Pipes::Pipe": "pipes:pipe",
    "AWS::KinesisFirehose::DeliveryStream": "firehose:deliverystream",
    "AWS::Cognito::UserPool": "cognito-idp:userpool",
    "AWS::ECR::Repository": "ecr:repository",
    "AWS::CloudWatch::Alarm": "cloudwatch:alarm",
    "AWS::CloudTrail::Trail": "cloudtrail:trail",
    "AWS::ElasticLoadBalancingV2::LoadBalancer": "elasticloadbalancing:loadbalancer",
    "AWS::ElasticLoadBalancingV2::TargetGroup": "elasticloadbalancing:targetgroup",
    "AWS::CertificateManager::Certificate": "acm:certificate",
    "AWS::IAM::OIDCProvider": "iam:oidc-provider",
    "AWS::IAM::SAMLProvider": "iam:saml-provider",
    "AWS::IAM::ServerCertificate": "iam:server-certificate",
    "AWS::ApiGateway::DomainName": "apigateway:domainnames",
    "AWS::ApiGateway::ApiKey": "apigateway:apikeys",
    "AWS::ApiGateway::UsagePlan": "apigateway:usageplans",
    "AWS::ApiGateway::ClientCertificate": "apigateway:clientcertificates",
    "AWS::ApiGateway::VpcLink": "apigateway:vpclinks",
    "AWS::ElasticLoadBalancingV2::Listener": "elasticloadbalancing:listener",
    "AWS::ElasticLoadBalancingV2::ListenerRule": "elasticloadbalancing:listener-rule",
    "AWS::SSM::Association": "ssm:association",
    "AWS::SSM::MaintenanceWindow": "ssm:maintenancewindow",
    "AWS::CloudWatch::MetricStream": "cloudwatch:metric-stream",
    "AWS::FIS::ExperimentTemplate": "fis:experiment-template",
    "AWS::OpenSearchServerless::Collection": "aoss:collection",
    "AWS::ResourceGroups::Group": "resource-groups:group",
}

#: The tag source's resource type → its CloudFormation type.
TYPE_OF: dict[str, str] = {source: cfn for cfn, source in SOURCE_OF.items()}
