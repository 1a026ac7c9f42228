// generated from specs/forms/soc-policy.schema.json and soc-policy.ui.json; do not edit, run npm run codegen
import * as __mod0_ns from "ajv/dist/runtime/ucs2length.js";
const __mod0 = __mod0_ns.default && __mod0_ns.default.__esModule ? __mod0_ns.default : __mod0_ns;
const exports = {};
exports["-57aae29d"] = validate24;
const schema53 = {"$schema":"https://json-schema.org/draft/2020-12/schema","type":"object","additionalProperties":false,"required":["name","srcaddr","dstaddr","service","action"],"properties":{"name":{"type":"string","title":"Name","minLength":1,"maxLength":35,"pattern":"^[^\\\\\"'<>()&`|;#]*$","errorMessage":{"minLength":"This field is required.","maxLength":"The name cannot be longer than 35 characters.","pattern":"The name cannot contain \\ \" ' < > ( ) & ` | ; #"}},"srcaddr":{"type":"string","title":"Source","description":"IPv4 addresses or subnets (a.b.c.d/n), or all; separated by commas or new lines.","minLength":1,"maxLength":2000,"pattern":"^\\s*(all|((25[0-5]|2[0-4][0-9]|1[0-9][0-9]|[1-9]?[0-9])\\.){3}(25[0-5]|2[0-4][0-9]|1[0-9][0-9]|[1-9]?[0-9])(/(3[0-2]|[12]?[0-9]))?)(\\s*[,\\n]\\s*(all|((25[0-5]|2[0-4][0-9]|1[0-9][0-9]|[1-9]?[0-9])\\.){3}(25[0-5]|2[0-4][0-9]|1[0-9][0-9]|[1-9]?[0-9])(/(3[0-2]|[12]?[0-9]))?))*\\s*$","errorMessage":{"minLength":"This field is required.","maxLength":"Too many addresses.","pattern":"Enter IPv4 addresses or subnets (a.b.c.d/n), or all, separated by commas."}},"dstaddr":{"type":"string","title":"Destination","description":"IPv4 addresses or subnets (a.b.c.d/n), or all; separated by commas or new lines.","minLength":1,"maxLength":2000,"pattern":"^\\s*(all|((25[0-5]|2[0-4][0-9]|1[0-9][0-9]|[1-9]?[0-9])\\.){3}(25[0-5]|2[0-4][0-9]|1[0-9][0-9]|[1-9]?[0-9])(/(3[0-2]|[12]?[0-9]))?)(\\s*[,\\n]\\s*(all|((25[0-5]|2[0-4][0-9]|1[0-9][0-9]|[1-9]?[0-9])\\.){3}(25[0-5]|2[0-4][0-9]|1[0-9][0-9]|[1-9]?[0-9])(/(3[0-2]|[12]?[0-9]))?))*\\s*$","errorMessage":{"minLength":"This field is required.","maxLength":"Too many addresses.","pattern":"Enter IPv4 addresses or subnets (a.b.c.d/n), or all, separated by commas."}},"service":{"type":"string","title":"Service","description":"Service names (HTTPS, DNS, …), or ALL; separated by commas or new lines.","minLength":1,"maxLength":2000,"pattern":"^\\s*[A-Za-z0-9][A-Za-z0-9_.-]{0,79}(\\s*[,\\n]\\s*[A-Za-z0-9][A-Za-z0-9_.-]{0,79})*\\s*$","errorMessage":{"minLength":"This field is required.","maxLength":"Too many services.","pattern":"Enter service names (letters, digits, _ . -), separated by commas."}},"action":{"type":"string","title":"Action","default":"accept","oneOf":[{"const":"accept","title":"Accept"},{"const":"deny","title":"Deny"}]},"comments":{"type":"string","title":"Comments","maxLength":1023,"errorMessage":{"maxLength":"The comments cannot be longer than 1023 characters."}}},"errorMessage":{"required":{"name":"This field is required.","srcaddr":"This field is required.","dstaddr":"This field is required.","service":"This field is required.","action":"This field is required."}},"$id":"-57aae29d"};
const func1 = __mod0.default;
const pattern4 = new RegExp("^[^\\\\\"'<>()&`|;#]*$", "u");
const pattern5 = new RegExp("^\\s*(all|((25[0-5]|2[0-4][0-9]|1[0-9][0-9]|[1-9]?[0-9])\\.){3}(25[0-5]|2[0-4][0-9]|1[0-9][0-9]|[1-9]?[0-9])(/(3[0-2]|[12]?[0-9]))?)(\\s*[,\\n]\\s*(all|((25[0-5]|2[0-4][0-9]|1[0-9][0-9]|[1-9]?[0-9])\\.){3}(25[0-5]|2[0-4][0-9]|1[0-9][0-9]|[1-9]?[0-9])(/(3[0-2]|[12]?[0-9]))?))*\\s*$", "u");
const pattern7 = new RegExp("^\\s*[A-Za-z0-9][A-Za-z0-9_.-]{0,79}(\\s*[,\\n]\\s*[A-Za-z0-9][A-Za-z0-9_.-]{0,79})*\\s*$", "u");
const obj0 = {"required":"missingProperty","dependencies":"property","dependentRequired":"property"};

function validate24(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){

let vErrors = null;
let errors = 0;
const evaluated0 = validate24.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.name === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'",schema:schema53.required,parentSchema:schema53,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.srcaddr === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "srcaddr"},message:"must have required property '"+"srcaddr"+"'",schema:schema53.required,parentSchema:schema53,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.dstaddr === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "dstaddr"},message:"must have required property '"+"dstaddr"+"'",schema:schema53.required,parentSchema:schema53,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.service === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "service"},message:"must have required property '"+"service"+"'",schema:schema53.required,parentSchema:schema53,data};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.action === undefined){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "action"},message:"must have required property '"+"action"+"'",schema:schema53.required,parentSchema:schema53,data};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
for(const key0 in data){
if(!((((((key0 === "name") || (key0 === "srcaddr")) || (key0 === "dstaddr")) || (key0 === "service")) || (key0 === "action")) || (key0 === "comments"))){
const err5 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema53,data};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.name !== undefined){
let data0 = data.name;
if(typeof data0 === "string"){
if(func1(data0) > 35){
const err6 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/maxLength",keyword:"maxLength",params:{limit: 35},message:"must NOT have more than 35 characters",schema:35,parentSchema:schema53.properties.name,data:data0};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(func1(data0) < 1){
const err7 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema53.properties.name,data:data0};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(!pattern4.test(data0)){
const err8 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/pattern",keyword:"pattern",params:{pattern: "^[^\\\\\"'<>()&`|;#]*$"},message:"must match pattern \""+"^[^\\\\\"'<>()&`|;#]*$"+"\"",schema:"^[^\\\\\"'<>()&`|;#]*$",parentSchema:schema53.properties.name,data:data0};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
else {
const err9 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema53.properties.name.type,parentSchema:schema53.properties.name,data:data0};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(errors > 0){
const emErrors0 = {"minLength":[],"maxLength":[],"pattern":[]};
const templates0 = {};
for(const err10 of vErrors){
if((((((err10.keyword !== "errorMessage") && (!err10.emUsed)) && (err10.instancePath === instancePath+"/name")) && (err10.keyword in emErrors0)) && (err10.schemaPath.indexOf("#/properties/name") === 0)) && (/^\/[^\/]*$/.test(err10.schemaPath.slice(17)))){
emErrors0[err10.keyword].push(err10);
err10.emUsed = true;
}
}
for(const key1 in emErrors0){
if(emErrors0[key1].length){
const err11 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/errorMessage",keyword:"errorMessage",params:{errors: emErrors0[key1]},message:key1 in templates0 ? templates0[key1]() : schema53.properties.name.errorMessage[key1],schema:schema53.properties.name.errorMessage,parentSchema:schema53.properties.name,data:data0};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
const emErrs0 = [];
for(const err12 of vErrors){
if(!err12.emUsed){
emErrs0.push(err12);
}
}
vErrors = emErrs0;
errors = emErrs0.length;
}
}
if(data.srcaddr !== undefined){
let data1 = data.srcaddr;
if(typeof data1 === "string"){
if(func1(data1) > 2000){
const err13 = {instancePath:instancePath+"/srcaddr",schemaPath:"#/properties/srcaddr/maxLength",keyword:"maxLength",params:{limit: 2000},message:"must NOT have more than 2000 characters",schema:2000,parentSchema:schema53.properties.srcaddr,data:data1};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(func1(data1) < 1){
const err14 = {instancePath:instancePath+"/srcaddr",schemaPath:"#/properties/srcaddr/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema53.properties.srcaddr,data:data1};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if(!pattern5.test(data1)){
const err15 = {instancePath:instancePath+"/srcaddr",schemaPath:"#/properties/srcaddr/pattern",keyword:"pattern",params:{pattern: "^\\s*(all|((25[0-5]|2[0-4][0-9]|1[0-9][0-9]|[1-9]?[0-9])\\.){3}(25[0-5]|2[0-4][0-9]|1[0-9][0-9]|[1-9]?[0-9])(/(3[0-2]|[12]?[0-9]))?)(\\s*[,\\n]\\s*(all|((25[0-5]|2[0-4][0-9]|1[0-9][0-9]|[1-9]?[0-9])\\.){3}(25[0-5]|2[0-4][0-9]|1[0-9][0-9]|[1-9]?[0-9])(/(3[0-2]|[12]?[0-9]))?))*\\s*$"},message:"must match pattern \""+"^\\s*(all|((25[0-5]|2[0-4][0-9]|1[0-9][0-9]|[1-9]?[0-9])\\.){3}(25[0-5]|2[0-4][0-9]|1[0-9][0-9]|[1-9]?[0-9])(/(3[0-2]|[12]?[0-9]))?)(\\s*[,\\n]\\s*(all|((25[0-5]|2[0-4][0-9]|1[0-9][0-9]|[1-9]?[0-9])\\.){3}(25[0-5]|2[0-4][0-9]|1[0-9][0-9]|[1-9]?[0-9])(/(3[0-2]|[12]?[0-9]))?))*\\s*$"+"\"",schema:"^\\s*(all|((25[0-5]|2[0-4][0-9]|1[0-9][0-9]|[1-9]?[0-9])\\.){3}(25[0-5]|2[0-4][0-9]|1[0-9][0-9]|[1-9]?[0-9])(/(3[0-2]|[12]?[0-9]))?)(\\s*[,\\n]\\s*(all|((25[0-5]|2[0-4][0-9]|1[0-9][0-9]|[1-9]?[0-9])\\.){3}(25[0-5]|2[0-4][0-9]|1[0-9][0-9]|[1-9]?[0-9])(/(3[0-2]|[12]?[0-9]))?))*\\s*$",parentSchema:schema53.properties.srcaddr,data:data1};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
else {
const err16 = {instancePath:instancePath+"/srcaddr",schemaPath:"#/properties/srcaddr/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema53.properties.srcaddr.type,parentSchema:schema53.properties.srcaddr,data:data1};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if(errors > 0){
const emErrors1 = {"minLength":[],"maxLength":[],"pattern":[]};
const templates1 = {};
for(const err17 of vErrors){
if((((((err17.keyword !== "errorMessage") && (!err17.emUsed)) && (err17.instancePath === instancePath+"/srcaddr")) && (err17.keyword in emErrors1)) && (err17.schemaPath.indexOf("#/properties/srcaddr") === 0)) && (/^\/[^\/]*$/.test(err17.schemaPath.slice(20)))){
emErrors1[err17.keyword].push(err17);
err17.emUsed = true;
}
}
for(const key2 in emErrors1){
if(emErrors1[key2].length){
const err18 = {instancePath:instancePath+"/srcaddr",schemaPath:"#/properties/srcaddr/errorMessage",keyword:"errorMessage",params:{errors: emErrors1[key2]},message:key2 in templates1 ? templates1[key2]() : schema53.properties.srcaddr.errorMessage[key2],schema:schema53.properties.srcaddr.errorMessage,parentSchema:schema53.properties.srcaddr,data:data1};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
const emErrs1 = [];
for(const err19 of vErrors){
if(!err19.emUsed){
emErrs1.push(err19);
}
}
vErrors = emErrs1;
errors = emErrs1.length;
}
}
if(data.dstaddr !== undefined){
let data2 = data.dstaddr;
if(typeof data2 === "string"){
if(func1(data2) > 2000){
const err20 = {instancePath:instancePath+"/dstaddr",schemaPath:"#/properties/dstaddr/maxLength",keyword:"maxLength",params:{limit: 2000},message:"must NOT have more than 2000 characters",schema:2000,parentSchema:schema53.properties.dstaddr,data:data2};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
if(func1(data2) < 1){
const err21 = {instancePath:instancePath+"/dstaddr",schemaPath:"#/properties/dstaddr/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema53.properties.dstaddr,data:data2};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
if(!pattern5.test(data2)){
const err22 = {instancePath:instancePath+"/dstaddr",schemaPath:"#/properties/dstaddr/pattern",keyword:"pattern",params:{pattern: "^\\s*(all|((25[0-5]|2[0-4][0-9]|1[0-9][0-9]|[1-9]?[0-9])\\.){3}(25[0-5]|2[0-4][0-9]|1[0-9][0-9]|[1-9]?[0-9])(/(3[0-2]|[12]?[0-9]))?)(\\s*[,\\n]\\s*(all|((25[0-5]|2[0-4][0-9]|1[0-9][0-9]|[1-9]?[0-9])\\.){3}(25[0-5]|2[0-4][0-9]|1[0-9][0-9]|[1-9]?[0-9])(/(3[0-2]|[12]?[0-9]))?))*\\s*$"},message:"must match pattern \""+"^\\s*(all|((25[0-5]|2[0-4][0-9]|1[0-9][0-9]|[1-9]?[0-9])\\.){3}(25[0-5]|2[0-4][0-9]|1[0-9][0-9]|[1-9]?[0-9])(/(3[0-2]|[12]?[0-9]))?)(\\s*[,\\n]\\s*(all|((25[0-5]|2[0-4][0-9]|1[0-9][0-9]|[1-9]?[0-9])\\.){3}(25[0-5]|2[0-4][0-9]|1[0-9][0-9]|[1-9]?[0-9])(/(3[0-2]|[12]?[0-9]))?))*\\s*$"+"\"",schema:"^\\s*(all|((25[0-5]|2[0-4][0-9]|1[0-9][0-9]|[1-9]?[0-9])\\.){3}(25[0-5]|2[0-4][0-9]|1[0-9][0-9]|[1-9]?[0-9])(/(3[0-2]|[12]?[0-9]))?)(\\s*[,\\n]\\s*(all|((25[0-5]|2[0-4][0-9]|1[0-9][0-9]|[1-9]?[0-9])\\.){3}(25[0-5]|2[0-4][0-9]|1[0-9][0-9]|[1-9]?[0-9])(/(3[0-2]|[12]?[0-9]))?))*\\s*$",parentSchema:schema53.properties.dstaddr,data:data2};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
else {
const err23 = {instancePath:instancePath+"/dstaddr",schemaPath:"#/properties/dstaddr/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema53.properties.dstaddr.type,parentSchema:schema53.properties.dstaddr,data:data2};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
if(errors > 0){
const emErrors2 = {"minLength":[],"maxLength":[],"pattern":[]};
const templates2 = {};
for(const err24 of vErrors){
if((((((err24.keyword !== "errorMessage") && (!err24.emUsed)) && (err24.instancePath === instancePath+"/dstaddr")) && (err24.keyword in emErrors2)) && (err24.schemaPath.indexOf("#/properties/dstaddr") === 0)) && (/^\/[^\/]*$/.test(err24.schemaPath.slice(20)))){
emErrors2[err24.keyword].push(err24);
err24.emUsed = true;
}
}
for(const key3 in emErrors2){
if(emErrors2[key3].length){
const err25 = {instancePath:instancePath+"/dstaddr",schemaPath:"#/properties/dstaddr/errorMessage",keyword:"errorMessage",params:{errors: emErrors2[key3]},message:key3 in templates2 ? templates2[key3]() : schema53.properties.dstaddr.errorMessage[key3],schema:schema53.properties.dstaddr.errorMessage,parentSchema:schema53.properties.dstaddr,data:data2};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
const emErrs2 = [];
for(const err26 of vErrors){
if(!err26.emUsed){
emErrs2.push(err26);
}
}
vErrors = emErrs2;
errors = emErrs2.length;
}
}
if(data.service !== undefined){
let data3 = data.service;
if(typeof data3 === "string"){
if(func1(data3) > 2000){
const err27 = {instancePath:instancePath+"/service",schemaPath:"#/properties/service/maxLength",keyword:"maxLength",params:{limit: 2000},message:"must NOT have more than 2000 characters",schema:2000,parentSchema:schema53.properties.service,data:data3};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
if(func1(data3) < 1){
const err28 = {instancePath:instancePath+"/service",schemaPath:"#/properties/service/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema53.properties.service,data:data3};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
if(!pattern7.test(data3)){
const err29 = {instancePath:instancePath+"/service",schemaPath:"#/properties/service/pattern",keyword:"pattern",params:{pattern: "^\\s*[A-Za-z0-9][A-Za-z0-9_.-]{0,79}(\\s*[,\\n]\\s*[A-Za-z0-9][A-Za-z0-9_.-]{0,79})*\\s*$"},message:"must match pattern \""+"^\\s*[A-Za-z0-9][A-Za-z0-9_.-]{0,79}(\\s*[,\\n]\\s*[A-Za-z0-9][A-Za-z0-9_.-]{0,79})*\\s*$"+"\"",schema:"^\\s*[A-Za-z0-9][A-Za-z0-9_.-]{0,79}(\\s*[,\\n]\\s*[A-Za-z0-9][A-Za-z0-9_.-]{0,79})*\\s*$",parentSchema:schema53.properties.service,data:data3};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
}
else {
const err30 = {instancePath:instancePath+"/service",schemaPath:"#/properties/service/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema53.properties.service.type,parentSchema:schema53.properties.service,data:data3};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
if(errors > 0){
const emErrors3 = {"minLength":[],"maxLength":[],"pattern":[]};
const templates3 = {};
for(const err31 of vErrors){
if((((((err31.keyword !== "errorMessage") && (!err31.emUsed)) && (err31.instancePath === instancePath+"/service")) && (err31.keyword in emErrors3)) && (err31.schemaPath.indexOf("#/properties/service") === 0)) && (/^\/[^\/]*$/.test(err31.schemaPath.slice(20)))){
emErrors3[err31.keyword].push(err31);
err31.emUsed = true;
}
}
for(const key4 in emErrors3){
if(emErrors3[key4].length){
const err32 = {instancePath:instancePath+"/service",schemaPath:"#/properties/service/errorMessage",keyword:"errorMessage",params:{errors: emErrors3[key4]},message:key4 in templates3 ? templates3[key4]() : schema53.properties.service.errorMessage[key4],schema:schema53.properties.service.errorMessage,parentSchema:schema53.properties.service,data:data3};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
}
const emErrs3 = [];
for(const err33 of vErrors){
if(!err33.emUsed){
emErrs3.push(err33);
}
}
vErrors = emErrs3;
errors = emErrs3.length;
}
}
if(data.action !== undefined){
let data4 = data.action;
if(typeof data4 !== "string"){
const err34 = {instancePath:instancePath+"/action",schemaPath:"#/properties/action/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema53.properties.action.type,parentSchema:schema53.properties.action,data:data4};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
const _errs12 = errors;
let valid1 = false;
let passing0 = null;
const _errs13 = errors;
if("accept" !== data4){
const err35 = {instancePath:instancePath+"/action",schemaPath:"#/properties/action/oneOf/0/const",keyword:"const",params:{allowedValue: "accept"},message:"must be equal to constant",schema:"accept",parentSchema:schema53.properties.action.oneOf[0],data:data4};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
var _valid0 = _errs13 === errors;
if(_valid0){
valid1 = true;
passing0 = 0;
}
const _errs14 = errors;
if("deny" !== data4){
const err36 = {instancePath:instancePath+"/action",schemaPath:"#/properties/action/oneOf/1/const",keyword:"const",params:{allowedValue: "deny"},message:"must be equal to constant",schema:"deny",parentSchema:schema53.properties.action.oneOf[1],data:data4};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
var _valid0 = _errs14 === errors;
if(_valid0 && valid1){
valid1 = false;
passing0 = [passing0, 1];
}
else {
if(_valid0){
valid1 = true;
passing0 = 1;
}
}
if(!valid1){
const err37 = {instancePath:instancePath+"/action",schemaPath:"#/properties/action/oneOf",keyword:"oneOf",params:{passingSchemas: passing0},message:"must match exactly one schema in oneOf",schema:schema53.properties.action.oneOf,parentSchema:schema53.properties.action,data:data4};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
else {
errors = _errs12;
if(vErrors !== null){
if(_errs12){
vErrors.length = _errs12;
}
else {
vErrors = null;
}
}
}
}
if(data.comments !== undefined){
let data5 = data.comments;
if(typeof data5 === "string"){
if(func1(data5) > 1023){
const err38 = {instancePath:instancePath+"/comments",schemaPath:"#/properties/comments/maxLength",keyword:"maxLength",params:{limit: 1023},message:"must NOT have more than 1023 characters",schema:1023,parentSchema:schema53.properties.comments,data:data5};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
}
else {
const err39 = {instancePath:instancePath+"/comments",schemaPath:"#/properties/comments/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema53.properties.comments.type,parentSchema:schema53.properties.comments,data:data5};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
if(errors > 0){
const emErrors4 = {"maxLength":[]};
const templates4 = {};
for(const err40 of vErrors){
if((((((err40.keyword !== "errorMessage") && (!err40.emUsed)) && (err40.instancePath === instancePath+"/comments")) && (err40.keyword in emErrors4)) && (err40.schemaPath.indexOf("#/properties/comments") === 0)) && (/^\/[^\/]*$/.test(err40.schemaPath.slice(21)))){
emErrors4[err40.keyword].push(err40);
err40.emUsed = true;
}
}
for(const key5 in emErrors4){
if(emErrors4[key5].length){
const err41 = {instancePath:instancePath+"/comments",schemaPath:"#/properties/comments/errorMessage",keyword:"errorMessage",params:{errors: emErrors4[key5]},message:key5 in templates4 ? templates4[key5]() : schema53.properties.comments.errorMessage[key5],schema:schema53.properties.comments.errorMessage,parentSchema:schema53.properties.comments,data:data5};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
}
const emErrs4 = [];
for(const err42 of vErrors){
if(!err42.emUsed){
emErrs4.push(err42);
}
}
vErrors = emErrs4;
errors = emErrs4.length;
}
}
}
else {
const err43 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema53.type,parentSchema:schema53,data};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
if(errors > 0){
const emErrors5 = {"required":{"name":[],"srcaddr":[],"dstaddr":[],"service":[],"action":[]}};
const templates5 = {required:{}};
let emPropParams0;
let emParamsErrors0;
for(const err44 of vErrors){
if((((((err44.keyword !== "errorMessage") && (!err44.emUsed)) && (err44.instancePath === instancePath)) && (err44.keyword in emErrors5)) && (err44.schemaPath.indexOf("#") === 0)) && (/^\/[^\/]*$/.test(err44.schemaPath.slice(1)))){
emPropParams0 = obj0[err44.keyword];
emParamsErrors0 = emErrors5[err44.keyword][err44.params[emPropParams0]];
if(emParamsErrors0){
emParamsErrors0.push(err44);
err44.emUsed = true;
}
}
}
for(const key6 in emErrors5){
for(const keyProp0 in emErrors5[key6]){
emParamsErrors0 = emErrors5[key6][keyProp0];
if(emParamsErrors0.length){
const tmpl0 = templates5[key6] && templates5[key6][keyProp0];
const err45 = {instancePath,schemaPath:"#/errorMessage",keyword:"errorMessage",params:{errors: emParamsErrors0},message:tmpl0 ? tmpl0() : schema53.errorMessage[key6][keyProp0],schema:schema53.errorMessage,parentSchema:schema53,data};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
}
}
const emErrs5 = [];
for(const err46 of vErrors){
if(!err46.emUsed){
emErrs5.push(err46);
}
}
vErrors = emErrs5;
errors = emErrs5.length;
}
validate24.errors = vErrors;
return errors === 0;
}
validate24.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

exports["75d0d577"] = validate25;
const schema54 = {"const":"accept","title":"Accept","$id":"75d0d577"};

function validate25(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){

let vErrors = null;
let errors = 0;
const evaluated0 = validate25.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if("accept" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "accept"},message:"must be equal to constant",schema:"accept",parentSchema:schema54,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate25.errors = vErrors;
return errors === 0;
}
validate25.evaluated = {"dynamicProps":false,"dynamicItems":false};

exports["-61ef0989"] = validate26;
const schema55 = {"const":"deny","title":"Deny","$id":"-61ef0989"};

function validate26(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){

let vErrors = null;
let errors = 0;
const evaluated0 = validate26.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if("deny" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "deny"},message:"must be equal to constant",schema:"deny",parentSchema:schema55,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate26.errors = vErrors;
return errors === 0;
}
validate26.evaluated = {"dynamicProps":false,"dynamicItems":false};

export const validateFns = exports;
