# AppConfig through the hashicorp/aws provider: an application, an environment, a feature flag profile with
# a hosted version, a custom strategy and a deployment of that version.
terraform {
  required_providers {
    aws = {
      source  = "hashicorp/aws"
      version = "~> 5.0"
    }
  }
}

variable "endpoint" {
  type = string
}

provider "aws" {
  region                      = "us-east-1"
  access_key                  = "test"
  secret_key                  = "test"
  skip_credentials_validation = true
  skip_metadata_api_check     = true
  skip_region_validation      = true
}

resource "aws_appconfig_application" "app" {
  name        = "tf-app"
  description = "flags for the shop"
  tags        = { team = "shop" }
}

resource "aws_appconfig_environment" "prod" {
  application_id = aws_appconfig_application.app.id
  name           = "prod"
  description    = "production"
  tags           = { stage = "prod" }
}

resource "aws_appconfig_configuration_profile" "flags" {
  application_id = aws_appconfig_application.app.id
  name           = "flags"
  location_uri   = "hosted"
  type           = "AWS.AppConfig.FeatureFlags"
}

resource "aws_appconfig_hosted_configuration_version" "v1" {
  application_id           = aws_appconfig_application.app.id
  configuration_profile_id = aws_appconfig_configuration_profile.flags.configuration_profile_id
  content_type             = "application/json"
  description              = "first flags"
  content = jsonencode({
    version = "1"
    flags   = { checkout = { name = "Checkout" } }
    values  = { checkout = { enabled = true } }
  })
}

resource "aws_appconfig_deployment_strategy" "quick" {
  name                           = "tf-quick"
  deployment_duration_in_minutes = 0
  final_bake_time_in_minutes     = 0
  growth_factor                  = 100
  growth_type                    = "LINEAR"
  replicate_to                   = "NONE"
}

resource "aws_appconfig_deployment" "flags" {
  application_id           = aws_appconfig_application.app.id
  environment_id           = aws_appconfig_environment.prod.environment_id
  configuration_profile_id = aws_appconfig_configuration_profile.flags.configuration_profile_id
  configuration_version    = aws_appconfig_hosted_configuration_version.v1.version_number
  deployment_strategy_id   = aws_appconfig_deployment_strategy.quick.id
  description              = "ship the flags"
}
