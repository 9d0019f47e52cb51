# Route 53 with Terraform: a public zone with records (plain, weighted with a health check, an alias to
# another record), a private zone in a VPC (EC2's records), and a health check.
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
  region     = "us-east-1"
  access_key = "test"
  secret_key = "test"
}

resource "aws_route53_zone" "public" {
  name    = "tf.example"
  comment = "public zone"
  tags = {
    env = "dev"
  }
}

resource "aws_vpc" "private" {
  cidr_block = "10.90.0.0/16"
}

resource "aws_route53_zone" "private" {
  name = "internal.tf"
  vpc {
    vpc_id = aws_vpc.private.id
  }
}

resource "aws_route53_health_check" "web" {
  ip_address        = "192.0.2.10"
  port              = 8080
  type              = "HTTP"
  resource_path     = "/health"
  failure_threshold = 3
  request_interval  = 30
  tags = {
    Name = "tf-web"
  }
}

resource "aws_route53_record" "www" {
  zone_id = aws_route53_zone.public.zone_id
  name    = "www.tf.example"
  type    = "A"
  ttl     = 300
  records = ["192.0.2.1", "192.0.2.2"]
}

resource "aws_route53_record" "txt" {
  zone_id = aws_route53_zone.public.zone_id
  name    = "tf.example"
  type    = "TXT"
  ttl     = 60
  records = ["v=spf1 -all"]
}

resource "aws_route53_record" "blue" {
  zone_id         = aws_route53_zone.public.zone_id
  name            = "app.tf.example"
  type            = "A"
  ttl             = 60
  records         = ["192.0.2.11"]
  set_identifier  = "blue"
  health_check_id = aws_route53_health_check.web.id
  weighted_routing_policy {
    weight = 90
  }
}

resource "aws_route53_record" "green" {
  zone_id        = aws_route53_zone.public.zone_id
  name           = "app.tf.example"
  type           = "A"
  ttl            = 60
  records        = ["192.0.2.12"]
  set_identifier = "green"
  weighted_routing_policy {
    weight = 10
  }
}

resource "aws_route53_record" "apex" {
  zone_id = aws_route53_zone.public.zone_id
  name    = "tf.example"
  type    = "A"
  alias {
    name                   = aws_route53_record.www.fqdn
    zone_id                = aws_route53_zone.public.zone_id
    evaluate_target_health = false
  }
}

resource "aws_route53_record" "db" {
  zone_id = aws_route53_zone.private.zone_id
  name    = "db.internal.tf"
  type    = "CNAME"
  ttl     = 60
  records = ["db-host.internal.tf"]
}

output "name_servers" {
  value = aws_route53_zone.public.name_servers
}

output "zone_id" {
  value = aws_route53_zone.public.zone_id
}
