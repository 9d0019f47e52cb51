"""The hashicorp/aws resource types labcloud supports, the ones it deliberately does not, and how each
supported type is imported (the ID format from the provider's "Import" section of each type's page).

``SUPPORTED`` is checked by test_terraform_types.py against the configs under configs/: every type
listed there is applied, re-planned, imported and destroyed by some Terraform test, and every type a
config uses is listed here. A type appears in ``SUPPORTED`` only once a config exercises it.
"""

from __future__ import annotations

from typing import Any

#: Supported types, by the labcloud service that answers them, each with the config (a folder under
#: tests/) whose test applies, re-plans, imports and destroys it.
FULL, HTTPAPI = "terraform/configs/full", "terraform/configs/httpapi"
S3_CW = "terraform/configs/s3_cloudwatch"
SUPPORTED: dict[str, str] = {
    # SQS
    "aws_sqs_queue": FULL,
    "aws_sqs_queue_policy": FULL,
    "aws_sqs_queue_redrive_policy": FULL,
    "aws_sqs_queue_redrive_allow_policy": FULL,
    # DynamoDB
    "aws_dynamodb_table": FULL,
    "aws_dynamodb_table_item": FULL,
    "aws_dynamodb_global_table": "terraform/configs/global_tables",
    "aws_dynamodb_table_replica": "terraform/configs/global_tables",
    # Lambda
    "aws_lambda_function": FULL,
    "aws_lambda_alias": FULL,
    "aws_lambda_permission": FULL,
    "aws_lambda_event_source_mapping": FULL,
    "aws_lambda_function_event_invoke_config": FULL,
    "aws_lambda_layer_version": FULL,
    "aws_lambda_function_url": FULL,
    "aws_lambda_provisioned_concurrency_config": FULL,
    "aws_lambda_code_signing_config": FULL,
    "aws_lambda_layer_version_permission": FULL,
    "aws_lambda_function_recursion_config": FULL,
    # IAM
    "aws_iam_role": FULL,
    "aws_iam_role_policy": FULL,
    "aws_iam_policy": FULL,
    "aws_iam_role_policy_attachment": FULL,
    "aws_iam_user": FULL,
    "aws_iam_access_key": FULL,
    "aws_iam_user_policy": FULL,
    "aws_iam_user_policy_attachment": FULL,
    "aws_iam_group": FULL,
    "aws_iam_group_policy": FULL,
    "aws_iam_group_policy_attachment": FULL,
    "aws_iam_user_group_membership": FULL,
    "aws_iam_instance_profile": FULL,
    "aws_iam_saml_provider": "terraform/configs/secrets_kms",
    "aws_iam_openid_connect_provider": "terraform/configs/secrets_kms",
    "aws_iam_service_linked_role": "terraform/configs/secrets_kms",
    # CloudWatch Logs
    "aws_cloudwatch_log_group": FULL,
    "aws_cloudwatch_log_subscription_filter": FULL,
    "aws_cloudwatch_log_stream": S3_CW,
    "aws_cloudwatch_log_metric_filter": S3_CW,
    "aws_cloudwatch_log_resource_policy": S3_CW,
    "aws_cloudwatch_query_definition": S3_CW,
    # CloudWatch
    "aws_cloudwatch_metric_alarm": S3_CW,
    "aws_cloudwatch_dashboard": S3_CW,
    "aws_cloudwatch_composite_alarm": S3_CW,
    # S3
    "aws_s3_bucket": S3_CW,
    "aws_s3_bucket_policy": S3_CW,
    "aws_s3_bucket_notification": S3_CW,
    "aws_s3_object": S3_CW,
    "aws_s3_bucket_server_side_encryption_configuration": S3_CW,
    "aws_s3_bucket_cors_configuration": S3_CW,
    "aws_s3_bucket_public_access_block": S3_CW,
    "aws_s3_bucket_ownership_controls": S3_CW,
    "aws_s3_bucket_acl": S3_CW,
    "aws_s3_bucket_versioning": S3_CW,
    "aws_s3_bucket_object_lock_configuration": S3_CW,
    "aws_s3_bucket_lifecycle_configuration": S3_CW,
    "aws_s3_bucket_website_configuration": S3_CW,
    "aws_s3_bucket_replication_configuration": S3_CW,
    "aws_s3_bucket_metric": S3_CW,
    # API Gateway (REST)
    "aws_api_gateway_rest_api": "apigateway/terraform",
    "aws_api_gateway_resource": "apigateway/terraform",
    "aws_api_gateway_method": "apigateway/terraform",
    "aws_api_gateway_method_response": "apigateway/terraform",
    "aws_api_gateway_integration": "apigateway/terraform",
    "aws_api_gateway_integration_response": "apigateway/terraform",
    "aws_api_gateway_deployment": "apigateway/terraform",
    "aws_api_gateway_stage": "apigateway/terraform",
    "aws_api_gateway_model": "apigateway/terraform",
    "aws_api_gateway_method_settings": "apigateway/terraform",
    "aws_api_gateway_rest_api_policy": "apigateway/terraform",
    "aws_api_gateway_domain_name": "apigateway/terraform",
    "aws_api_gateway_base_path_mapping": "apigateway/terraform",
    "aws_api_gateway_documentation_part": "apigateway/terraform",
    "aws_api_gateway_domain_name_access_association": "apigateway/terraform_private",
    "aws_api_gateway_api_key": "apigateway/terraform_access",
    "aws_api_gateway_authorizer": "apigateway/terraform_access",
    "aws_api_gateway_gateway_response": "apigateway/terraform_access",
    "aws_api_gateway_request_validator": "apigateway/terraform_access",
    "aws_api_gateway_usage_plan": "apigateway/terraform_access",
    "aws_api_gateway_usage_plan_key": "apigateway/terraform_access",
    # API Gateway v2 (HTTP and WebSocket APIs)
    "aws_apigatewayv2_api": HTTPAPI,
    "aws_apigatewayv2_integration": HTTPAPI,
    "aws_apigatewayv2_authorizer": HTTPAPI,
    "aws_apigatewayv2_route": HTTPAPI,
    "aws_apigatewayv2_stage": HTTPAPI,
    "aws_apigatewayv2_deployment": HTTPAPI,
    "aws_apigatewayv2_route_response": "apigatewayv2/terraform",
    "aws_apigatewayv2_integration_response": "apigatewayv2/terraform",
    "aws_apigatewayv2_model": "apigatewayv2/terraform",
    "aws_apigatewayv2_vpc_link": "apigatewayv2/terraform",
    "aws_apigatewayv2_domain_name": HTTPAPI,
    "aws_apigatewayv2_api_mapping": HTTPAPI,
    # EventBridge
    "aws_cloudwatch_event_bus": "events/terraform",
    "aws_cloudwatch_event_rule": "events/terraform",
    "aws_cloudwatch_event_target": "events/terraform",
    "aws_cloudwatch_event_archive": "events/terraform",
    "aws_cloudwatch_event_connection": "events/terraform",
    "aws_cloudwatch_event_api_destination": "events/terraform",
    "aws_cloudwatch_event_permission": "events/terraform",
    # EventBridge Scheduler
    "aws_scheduler_schedule_group": "eventscheduler/terraform",
    "aws_scheduler_schedule": "eventscheduler/terraform",
    # EventBridge Pipes
    "aws_pipes_pipe": "pipes/terraform",
    # SES (v1 and v2)
    "aws_ses_email_identity": "ses/terraform",
    "aws_ses_domain_identity": "ses/terraform",
    "aws_ses_template": "ses/terraform",
    "aws_sesv2_email_identity": "ses/terraform",
    "aws_sesv2_configuration_set": "ses/terraform",
    "aws_ses_receipt_rule_set": "ses/terraform_receipt",
    "aws_ses_active_receipt_rule_set": "ses/terraform_receipt",
    "aws_ses_receipt_rule": "ses/terraform_receipt",
    "aws_ses_receipt_filter": "ses/terraform_receipt",
    # Firehose
    "aws_kinesis_firehose_delivery_stream": "firehose/terraform",
    "aws_cloudwatch_metric_stream": "firehose/terraform",
    # Cognito user pools
    "aws_cognito_user_pool": "cognitoidp/terraform",
    "aws_cognito_user_pool_client": "cognitoidp/terraform",
    "aws_cognito_user_group": "cognitoidp/terraform",
    "aws_cognito_user_pool_domain": "cognitoidp/terraform",
    # CloudTrail
    "aws_cloudtrail": "cloudtrail/terraform",
    # Certificate Manager
    "aws_acm_certificate": "acm/terraform",
    "aws_acm_certificate_validation": "acm/terraform",
    # AWS Private CA
    "aws_acmpca_certificate_authority": "acmpca/terraform",
    "aws_acmpca_certificate_authority_certificate": "acmpca/terraform",
    "aws_acmpca_certificate": "acmpca/terraform",
    # AppConfig
    "aws_appconfig_application": "appconfig/terraform",
    "aws_appconfig_environment": "appconfig/terraform",
    "aws_appconfig_configuration_profile": "appconfig/terraform",
    "aws_appconfig_hosted_configuration_version": "appconfig/terraform",
    "aws_appconfig_deployment_strategy": "appconfig/terraform",
    "aws_appconfig_deployment": "appconfig/terraform",
    # ECR
    "aws_ecr_repository": "ecr/terraform",
    "aws_ecr_repository_policy": "ecr/terraform",
    "aws_ecr_lifecycle_policy": "ecr/terraform",
    # Glue
    "aws_glue_catalog_database": "glue/terraform",
    "aws_glue_catalog_table": "glue/terraform",
    "aws_glue_job": "glue/terraform",
    "aws_glue_crawler": "glue/terraform",
    # OpenSearch Serverless
    "aws_opensearchserverless_security_policy": "opensearchserverless/terraform",
    "aws_opensearchserverless_access_policy": "opensearchserverless/terraform",
    "aws_opensearchserverless_collection": "opensearchserverless/terraform",
    "aws_opensearchserverless_lifecycle_policy": "opensearchserverless/terraform",
    # AWS WAF
    "aws_wafv2_ip_set": "wafv2/terraform",
    "aws_wafv2_web_acl": "wafv2/terraform",
    "aws_wafv2_web_acl_association": "wafv2/terraform",
    # EFS
    "aws_efs_file_system": "efs/terraform",
    "aws_efs_mount_target": "efs/terraform",
    "aws_efs_access_point": "efs/terraform",
    # RDS
    "aws_db_subnet_group": "rds/terraform",
    "aws_rds_cluster": "rds/terraform",
    "aws_rds_cluster_instance": "rds/terraform",
    "aws_db_instance": "rds/terraform",
    "aws_db_proxy": "rds/terraform_proxy",
    "aws_db_proxy_default_target_group": "rds/terraform_proxy",
    "aws_db_proxy_target": "rds/terraform_proxy",
    # ECS (the control plane: tasks are records, no container runs)
    "aws_ecs_cluster": "ecs/terraform",
    "aws_ecs_cluster_capacity_providers": "ecs/terraform",
    "aws_ecs_task_definition": "ecs/terraform",
    "aws_ecs_service": "ecs/terraform",
    # Batch (the control plane: jobs are records, nothing runs them)
    "aws_batch_compute_environment": "batch/terraform",
    "aws_batch_scheduling_policy": "batch/terraform",
    "aws_batch_job_queue": "batch/terraform",
    "aws_batch_job_definition": "batch/terraform",
    "aws_codebuild_project": "codebuild/terraform",
    "aws_mq_configuration": "mq/terraform",
    "aws_mq_broker": "mq/terraform",
    "aws_msk_configuration": "kafka/terraform",
    "aws_msk_cluster": "kafka/terraform",
    "aws_msk_serverless_cluster": "kafka/terraform",
    # AppSync
    "aws_appsync_graphql_api": "appsync/terraform",
    "aws_appsync_api_key": "appsync/terraform",
    "aws_appsync_datasource": "appsync/terraform",
    "aws_appsync_function": "appsync/terraform",
    "aws_appsync_resolver": "appsync/terraform",
    # IoT
    "aws_iot_thing": "iot/terraform",
    "aws_iot_policy": "iot/terraform",
    "aws_iot_certificate": "iot/terraform",
    "aws_iot_topic_rule": "iot/terraform",
    "aws_iot_authorizer": "iot/terraform",
    # Step Functions
    "aws_sfn_state_machine": "stepfunctions/terraform",
    "aws_sfn_activity": "stepfunctions/terraform",
    "aws_sfn_alias": "stepfunctions/terraform",
    # Kinesis
    "aws_kinesis_stream": "terraform/configs/kinesis",
    "aws_kinesis_stream_consumer": "terraform/configs/kinesis",
    "aws_dynamodb_kinesis_streaming_destination": "terraform/configs/kinesis",
    "aws_dynamodb_contributor_insights": "terraform/configs/kinesis",
    "aws_dynamodb_tag": "terraform/configs/kinesis",
    "aws_dynamodb_resource_policy": "terraform/configs/kinesis",
    "aws_kinesis_resource_policy": "terraform/configs/kinesis",
    # KMS and Secrets Manager
    "aws_kms_key": "terraform/configs/secrets_kms",
    "aws_kms_replica_key": "terraform/configs/secrets_kms",
    "aws_iam_server_certificate": "terraform/configs/secrets_kms",
    "aws_kms_alias": "terraform/configs/secrets_kms",
    "aws_kms_grant": "terraform/configs/secrets_kms",
    "aws_kms_key_policy": "terraform/configs/secrets_kms",
    "aws_kms_external_key": "terraform/configs/secrets_kms",
    "aws_secretsmanager_secret": "terraform/configs/secrets_kms",
    "aws_secretsmanager_secret_version": "terraform/configs/secrets_kms",
    "aws_secretsmanager_secret_policy": "terraform/configs/secrets_kms",
    "aws_secretsmanager_secret_rotation": "terraform/configs/secrets_kms",
    # SNS
    "aws_sns_topic": "terraform/configs/sns",
    "aws_sns_topic_subscription": "terraform/configs/sns",
    "aws_sns_topic_policy": "terraform/configs/sns",
    "aws_sns_topic_data_protection_policy": "terraform/configs/sns",
    # SSM Parameter Store
    "aws_ssm_parameter": "terraform/configs/ssm",
    "aws_ssm_document": "terraform/configs/ssm",
    "aws_ssm_association": "terraform/configs/ssm",
    "aws_ssm_maintenance_window": "terraform/configs/ssm",
    "aws_ssm_maintenance_window_target": "terraform/configs/ssm",
    "aws_ssm_maintenance_window_task": "terraform/configs/ssm",
    # EC2 networking records
    "aws_vpc": "terraform/configs/vpc",
    "aws_subnet": "terraform/configs/vpc",
    "aws_security_group": "terraform/configs/vpc",
    "aws_vpc_security_group_ingress_rule": "terraform/configs/vpc",
    "aws_vpc_security_group_egress_rule": "terraform/configs/vpc",
    "aws_internet_gateway": "terraform/configs/vpc",
    "aws_route_table": "terraform/configs/vpc",
    "aws_route": "terraform/configs/vpc",
    "aws_route_table_association": "terraform/configs/vpc",
    "aws_eip": "terraform/configs/vpc",
    "aws_nat_gateway": "terraform/configs/vpc",
    "aws_vpc_endpoint": "terraform/configs/vpc",
    "aws_network_acl": "terraform/configs/vpc",
    "aws_default_network_acl": "terraform/configs/vpc",
    "aws_network_acl_rule": "terraform/configs/vpc",
    # EC2 instances (records: no VM runs), key pairs and launch templates
    "aws_instance": "ec2/terraform",
    "aws_key_pair": "ec2/terraform",
    "aws_launch_template": "ec2/terraform",
    # Elastic Load Balancing v2
    "aws_lb": "elbv2/terraform",
    "aws_lb_target_group": "elbv2/terraform",
    "aws_lb_target_group_attachment": "elbv2/terraform",
    "aws_alb_listener": "elbv2/terraform",
    "aws_lb_listener": "elbv2/terraform",
    "aws_lb_listener_certificate": "elbv2/terraform",
    "aws_lb_listener_rule": "elbv2/terraform",
    "aws_alb": "elbv2/terraform",
    "aws_alb_target_group": "elbv2/terraform",
    "aws_alb_target_group_attachment": "elbv2/terraform",
    "aws_alb_listener_rule": "elbv2/terraform",
    "aws_api_gateway_vpc_link": "elbv2/terraform",
    # Route 53
    "aws_route53_zone": "terraform/configs/route53",
    "aws_route53_record": "terraform/configs/route53",
    "aws_route53_health_check": "terraform/configs/route53",
    # S3 Control (access points)
    "aws_s3_access_point": "terraform/configs/s3control",
    "aws_s3control_access_point_policy": "terraform/configs/s3control",
    "aws_s3control_object_lambda_access_point": "terraform/configs/s3control",
    # EventBridge global endpoints (their health check is Route 53's)
    "aws_cloudwatch_event_endpoint": "terraform/configs/route53",
    # CloudFront
    "aws_cloudfront_distribution": "cloudfront/terraform",
    "aws_cloudfront_origin_access_control": "cloudfront/terraform",
    "aws_cloudfront_origin_access_identity": "cloudfront/terraform",
    "aws_cloudfront_cache_policy": "cloudfront/terraform",
    # Resource Groups (the config also reads the aws_resourcegroupstaggingapi_resources data source)
    "aws_resourcegroups_group": "resourcegroups/terraform",
    # Application Auto Scaling
    "aws_appautoscaling_target": "applicationautoscaling/terraform",
    "aws_appautoscaling_policy": "applicationautoscaling/terraform",
    "aws_appautoscaling_scheduled_action": "applicationautoscaling/terraform",
}

#: Configs whose test does not run the import round yet (``terraform_runner.forget_and_import``).
IMPORT_ROUND_MISSING: set[str] = set()

#: Types of services labcloud has, deliberately not supported (labcloud refuses the calls they
#: need, with an AWS-shaped error), with the reason.
NOT_SUPPORTED: dict[str, str] = {
    "aws_kms_custom_key_store": "CloudHSM and external key stores do not exist here",
}

#: Types whose calls labcloud implements but that no Terraform config exercises yet (so they are not
#: claimed as supported): the next candidates for a config.
NOT_COVERED_YET: dict[str, str] = {}

#: Resource types the provider cannot import (it has no importer for them, on AWS as here).
NOT_IMPORTABLE = {
    "aws_dynamodb_table_item",
    "aws_appautoscaling_scheduled_action",
    "aws_lb_target_group_attachment",
    "aws_alb_target_group_attachment",
    "aws_acm_certificate_validation",
    "aws_iot_certificate",
}

#: Arguments the provider cannot read back after an import, on AWS as on labcloud (the provider's
#: own import tests ignore them): they only exist in the configuration or at creation time. The
#: import check tells Terraform to ignore exactly these (an override file), so everything else
#: must read back identical.
IMPORT_BLIND: dict[str, tuple[str, ...]] = {
    # a broker user's password is write-only: Amazon MQ never answers it (the provider's import test ignores user)
    "aws_mq_broker": ("user",),
    "aws_lambda_function": ("filename", "publish", "source_code_hash"),
    "aws_lambda_layer_version": ("filename", "skip_destroy", "source_code_hash"),
    "aws_secretsmanager_secret": ("recovery_window_in_days", "force_overwrite_replica_secret"),
    "aws_kms_key": ("deletion_window_in_days", "bypass_policy_lockout_safety_check"),
    # Terraform's own delete behaviour, not ECR's: the provider's import test ignores it too
    "aws_ecr_repository": ("force_delete",),
    # the material is write-only: KMS never answers it
    "aws_kms_external_key": (
        "deletion_window_in_days",
        "bypass_policy_lockout_safety_check",
        "key_material_base64",
    ),
    # write-only: a grant's creation tokens and what to do on delete are never answered by ListGrants
    "aws_kms_grant": ("grant_creation_tokens", "retire_on_delete"),
    # a Lambda target group has none of these attributes (AWS answers only lambda.multi_value_headers.enabled):
    # the provider's own Lambda target group import test ignores them
    "aws_lb_target_group": ("deregistration_delay", "proxy_protocol_v2", "slow_start"),
    # an imported forward action cannot tell a top-level target_group_arn from a forward block: AWS answers
    # both, so the provider's importer sets both (its own listener import tests ignore the forward block)
    "aws_lb_listener": ("default_action[0].forward",),
    "aws_kms_replica_key": ("deletion_window_in_days", "bypass_policy_lockout_safety_check"),
    # the private key is write-only: IAM never answers it
    "aws_iam_server_certificate": ("private_key",),
    # whether RotateSecret ran at once is a property of the call, not of the secret
    "aws_secretsmanager_secret_rotation": ("rotate_immediately",),
    "aws_kinesis_stream": ("enforce_consumer_deletion",),
    "aws_sns_topic_subscription": ("confirmation_timeout_in_minutes", "endpoint_auto_confirms"),
    "aws_security_group": ("revoke_rules_on_delete",),
    # the provider never reads the key material back (its import test ignores it too)
    "aws_key_pair": ("public_key",),
    # the body is written, never read back (S3 answers it only to GetObject); force_destroy is local
    "aws_s3_object": ("content", "force_destroy"),
    # whether destroy empties the bucket (every version) is an instruction to the provider, never stored
    "aws_s3_bucket": ("force_destroy",),
    # the API key's value is write-only: EventBridge keeps it in a secret and never answers it
    "aws_cloudwatch_event_connection": ("auth_parameters[0].api_key[0].value",),
    # whether to publish a version is an instruction for create and update, not a property to read
    "aws_sfn_state_machine": ("publish",),
    # an instruction for the create (DescribeUserPoolClient answers the secret, not whether to make one)
    "aws_cognito_user_pool_client": ("generate_secret",),
    # an imported certificate's key is never answered by ACM, and the provider does not read the body or
    # chain back (its own import tests ignore all three)
    "aws_acm_certificate": ("private_key", "certificate_body", "certificate_chain"),
    # what a certificate was issued from and how is not answered by GetCertificate (the provider's own
    # import test ignores these)
    "aws_acmpca_certificate": (
        "certificate_signing_request",
        "signing_algorithm",
        "template_arn",
        "validity",
    ),
    # a destroy instruction, not answered by DescribeCertificateAuthority
    "aws_acmpca_certificate_authority": ("permanent_deletion_time_in_days",),
    # instructions to the provider for apply and destroy, never stored (its own import tests ignore them)
    "aws_cloudfront_distribution": ("retain_on_delete", "wait_for_deployment"),
    # the schema is sent by StartSchemaCreation and never read back by the provider (its import tests ignore it)
    "aws_appsync_graphql_api": ("schema",),
    # an HTTP endpoint's access key is write-only: DescribeDeliveryStream never answers it
    "aws_kinesis_firehose_delivery_stream": ("http_endpoint_configuration[0].access_key",),
    # the password is write-only and the snapshot and apply choices are instructions for delete and update
    # (the provider's own import tests ignore them)
    "aws_rds_cluster": (
        "master_password",
        "skip_final_snapshot",
        "apply_immediately",
        "final_snapshot_identifier",
    ),
    "aws_rds_cluster_instance": ("apply_immediately",),
    "aws_db_instance": ("password", "skip_final_snapshot", "apply_immediately", "final_snapshot_identifier"),
    # the provider keeps the form the configuration wrote (ARN or family:revision); an import has none to
    # follow and writes family:revision, whatever ECS answers (the full ARN, on AWS as here)
    "aws_ecs_service": ("task_definition",),
    # provider 5.100's job queue reader fills the deprecated compute_environments list when the state has no
    # compute_environment_order yet (an import), whatever Batch answers (computeEnvironmentOrder, as here)
    "aws_batch_job_queue": ("compute_environments", "compute_environment_order"),
    # a rule's place is the rule set's order: DescribeReceiptRule answers no "after", so the importer has none
    "aws_ses_receipt_rule": ("after",),
}

#: Arguments with a default that the provider's importer leaves unset (a provider bug, on AWS as on
#: labcloud), so the plan after an import sets them: an in-place update that ``ignore_changes`` cannot
#: hide (the default applies where the configuration is ignored). The import check accepts such an
#: update only when the plan changes exactly these arguments of the resource.
IMPORT_UNSET_DEFAULT: dict[str, tuple[str, ...]] = {
    # an instruction to the provider's update (apply now, not at the maintenance window), never read back
    "aws_mq_broker": ("apply_immediately",),
    # provider 5.100's importer sets only the ARN (later versions also set this default, false)
    "aws_dynamodb_resource_policy": ("confirm_remove_self_resource_access",),
    # read back only for a Lambda target group: importing any other type (alb here) leaves it unset
    "aws_lb_target_group": ("lambda_multi_value_headers_enabled",),
    # an instruction to the provider's apply (wait for services-stable), never read back by its importer
    "aws_ecs_service": ("wait_for_steady_state",),
    # an instruction to the provider's update (deregister the old revision), never read back by its importer
    "aws_batch_job_definition": ("deregister_on_new_revision",),
}


def import_id(resource: dict[str, Any]) -> str:
    """The ID ``terraform import`` takes for a resource (its type's documented format), from its state."""
    kind, values = resource["type"], resource["values"]
    if kind == "aws_iam_role_policy_attachment":
        return f"{values['role']}/{values['policy_arn']}"
    if kind == "aws_iam_user_policy_attachment":
        return f"{values['user']}/{values['policy_arn']}"
    if kind == "aws_iam_group_policy_attachment":
        return f"{values['group']}/{values['policy_arn']}"
    if kind == "aws_iam_user_group_membership":
        return "/".join([values["user"], *values["groups"]])
    if kind == "aws_appautoscaling_target":
        return f"{values['service_namespace']}/{values['resource_id']}/{values['scalable_dimension']}"
    if kind == "aws_appautoscaling_policy":
        return f"{values['service_namespace']}/{values['resource_id']}/{values['scalable_dimension']}/{values['name']}"
    if kind in ("aws_kinesis_stream", "aws_ecs_cluster"):
        return str(values["name"])
    if kind == "aws_ecs_task_definition":
        return str(values["arn"])
    if kind == "aws_ecs_service":
        return f"{str(values['cluster']).rsplit('/', 1)[-1]}/{values['name']}"
    if kind == "aws_route":
        return f"{values['route_table_id']}_{values['destination_cidr_block']}"
    if kind == "aws_network_acl_rule":
        egress = str(values["egress"]).lower()
        return f"{values['network_acl_id']}:{values['rule_number']}:{values['protocol']}:{egress}"
    if kind == "aws_route_table_association":
        return f"{values['subnet_id']}/{values['route_table_id']}"
    if kind == "aws_lambda_permission":
        function = values["function_name"]
        if values.get("qualifier"):
            function = f"{function}:{values['qualifier']}"
        return f"{function}/{values['statement_id']}"
    if kind == "aws_lambda_alias":
        return f"{values['function_name']}/{values['name']}"
    if kind == "aws_cloudwatch_log_subscription_filter":
        return f"{values['log_group_name']}|{values['name']}"
    if kind in ("aws_apigatewayv2_integration", "aws_apigatewayv2_route", "aws_apigatewayv2_authorizer"):
        return f"{values['api_id']}/{values['id']}"
    if kind == "aws_apigatewayv2_stage":
        return f"{values['api_id']}/{values['name']}"
    if kind in ("aws_cloudwatch_log_stream", "aws_cloudwatch_log_metric_filter"):
        return f"{values['log_group_name']}:{values['name']}"
    if kind == "aws_apigatewayv2_route_response":
        return f"{values['api_id']}/{values['route_id']}/{values['id']}"
    if kind == "aws_apigatewayv2_integration_response":
        return f"{values['api_id']}/{values['integration_id']}/{values['id']}"
    if kind == "aws_apigatewayv2_model":
        return f"{values['api_id']}/{values['id']}"
    if kind in REST_API_CHILD:
        return f"{values['rest_api_id']}/{values['id']}"
    if kind in ("aws_api_gateway_method", "aws_api_gateway_integration"):
        return f"{values['rest_api_id']}/{values['resource_id']}/{values['http_method']}"
    if kind in ("aws_api_gateway_method_response", "aws_api_gateway_integration_response"):
        return (
            f"{values['rest_api_id']}/{values['resource_id']}/{values['http_method']}/{values['status_code']}"
        )
    if kind == "aws_api_gateway_stage":
        return f"{values['rest_api_id']}/{values['stage_name']}"
    if kind == "aws_api_gateway_gateway_response":
        return f"{values['rest_api_id']}/{values['response_type']}"
    if kind == "aws_api_gateway_usage_plan_key":
        return f"{values['usage_plan_id']}/{values['id']}"
    if kind == "aws_s3_object":
        return f"{values['bucket']}/{values['key']}"
    if kind == "aws_cloudwatch_query_definition":
        return f"arn:aws:logs:us-east-1:000000000000:query-definition:{values['query_definition_id']}"
    if kind == "aws_api_gateway_model":
        return f"{values['rest_api_id']}/{values['name']}"
    if kind == "aws_api_gateway_method_settings":
        return f"{values['rest_api_id']}/{values['stage_name']}/{values['method_path']}"
    if kind == "aws_api_gateway_base_path_mapping":
        if values.get("domain_name_id"):  # a private name's mapping: DOMAIN-NAME/BASEPATH/DOMAIN-NAME-ID
            return f"{values['domain_name']}/{values['base_path']}/{values['domain_name_id']}"
        return f"{values['domain_name']}/{values['base_path']}"
    if kind == "aws_api_gateway_domain_name" and values.get("domain_name_id"):
        return f"{values['domain_name']}/{values['domain_name_id']}"
    if kind == "aws_api_gateway_domain_name_access_association":
        return str(values.get("arn") or values["id"])
    if kind == "aws_apigatewayv2_deployment":
        return f"{values['api_id']}/{values['id']}"
    if kind == "aws_apigatewayv2_api_mapping":
        return f"{values['id']}/{values['domain_name']}"
    if kind == "aws_cloudwatch_event_target":
        bus = values.get("event_bus_name") or "default"
        rule = f"{values['rule']}/{values['target_id']}"
        return rule if bus == "default" else f"{bus}/{rule}"
    if kind in ("aws_ssm_maintenance_window_target", "aws_ssm_maintenance_window_task"):
        return f"{values['window_id']}/{values['id']}"
    if kind == "aws_cognito_user_pool_client":
        return f"{values['user_pool_id']}/{values['id']}"
    if kind == "aws_iam_server_certificate":  # imported by name
        return str(values["name"])
    if kind == "aws_s3control_access_point_policy":  # imported by the access point's ARN
        return str(values["access_point_arn"])
    if kind in (
        "aws_opensearchserverless_security_policy",
        "aws_opensearchserverless_access_policy",
        "aws_opensearchserverless_lifecycle_policy",
    ):
        return f"{values['name']}/{values['type']}"
    if kind in ("aws_wafv2_ip_set", "aws_wafv2_web_acl"):
        return f"{values['id']}/{values['name']}/{values['scope']}"
    if kind == "aws_wafv2_web_acl_association":
        return f"{values['web_acl_arn']},{values['resource_arn']}"
    if kind == "aws_ses_receipt_rule":
        return f"{values['rule_set_name']}:{values['name']}"
    if kind == "aws_lambda_function_recursion_config":  # a framework resource without an id
        return str(values["function_name"])
    return str(values["id"])


#: REST API children imported as REST-API-ID/ID.
REST_API_CHILD = {
    "aws_api_gateway_resource",
    "aws_api_gateway_deployment",
    "aws_api_gateway_authorizer",
    "aws_api_gateway_request_validator",
}
