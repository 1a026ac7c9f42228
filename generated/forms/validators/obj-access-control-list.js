// generated from specs/forms/obj-access-control-list.schema.json and obj-access-control-list.ui.json; do not edit, run npm run codegen
import * as __mod0_ns from "ajv/dist/runtime/ucs2length.js";
const __mod0 = __mod0_ns.default && __mod0_ns.default.__esModule ? __mod0_ns.default : __mod0_ns;
const exports = {};
exports["-71ff4e47"] = validate24;
const schema53 = {"$schema":"https://json-schema.org/draft/2020-12/schema","type":"object","additionalProperties":true,"required":["name","layer3-ipv4-rules"],"properties":{"name":{"type":"string","title":"Name","minLength":1,"maxLength":35,"pattern":"^[^\\\\/\"'<>&|;#]*$","errorMessage":{"minLength":"This field is required.","maxLength":"The name cannot be longer than 35 characters.","pattern":"The name cannot contain \\ / \" ' < > & | ; #"}},"comment":{"type":"string","title":"Comments","maxLength":63,"errorMessage":{"maxLength":"Comments cannot be longer than 63 characters."}},"layer3-ipv4-rules":{"type":"array","title":"IPv4 Rules","minItems":1,"errorMessage":{"minItems":"Add at least one rule."},"items":{"type":"object","required":["rule-id","srcaddr","dstaddr","action"],"properties":{"rule-id":{"type":"integer","title":"Rule ID","minimum":1,"maximum":65535,"errorMessage":{"minimum":"Rule ID must be between 1 and 65535.","maximum":"Rule ID must be between 1 and 65535.","type":"Rule ID must be a whole number."}},"srcaddr":{"type":"string","title":"Source","pattern":"^(all|((25[0-5]|2[0-4]\\d|1?\\d?\\d)\\.){3}(25[0-5]|2[0-4]\\d|1?\\d?\\d)/(3[0-2]|[12]?\\d))$","default":"all","errorMessage":{"pattern":"Enter all or an IPv4 address with its prefix length."}},"dstaddr":{"type":"string","title":"Destination","pattern":"^(all|((25[0-5]|2[0-4]\\d|1?\\d?\\d)\\.){3}(25[0-5]|2[0-4]\\d|1?\\d?\\d)/(3[0-2]|[12]?\\d))$","default":"all","errorMessage":{"pattern":"Enter all or an IPv4 address with its prefix length."}},"protocol":{"type":"integer","title":"Protocol","minimum":0,"maximum":255,"errorMessage":{"minimum":"Protocol must be between 0 and 255.","maximum":"Protocol must be between 0 and 255.","type":"Protocol must be a whole number."},"default":255,"description":"IP protocol number; 255 means any."},"action":{"type":"string","title":"Action","oneOf":[{"const":"allow","title":"Allow"},{"const":"deny","title":"Deny"}],"default":"allow"}},"errorMessage":{"required":{"rule-id":"This field is required.","srcaddr":"This field is required.","dstaddr":"This field is required."}}}}},"errorMessage":{"required":{"name":"This field is required.","layer3-ipv4-rules":"This field is required."}},"$id":"-71ff4e47"};
const func1 = __mod0.default;
const pattern4 = new RegExp("^[^\\\\/\"'<>&|;#]*$", "u");
const pattern5 = new RegExp("^(all|((25[0-5]|2[0-4]\\d|1?\\d?\\d)\\.){3}(25[0-5]|2[0-4]\\d|1?\\d?\\d)/(3[0-2]|[12]?\\d))$", "u");
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
if(data["layer3-ipv4-rules"] === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "layer3-ipv4-rules"},message:"must have required property '"+"layer3-ipv4-rules"+"'",schema:schema53.required,parentSchema:schema53,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.name !== undefined){
let data0 = data.name;
if(typeof data0 === "string"){
if(func1(data0) > 35){
const err2 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/maxLength",keyword:"maxLength",params:{limit: 35},message:"must NOT have more than 35 characters",schema:35,parentSchema:schema53.properties.name,data:data0};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(func1(data0) < 1){
const err3 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema53.properties.name,data:data0};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(!pattern4.test(data0)){
const err4 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/pattern",keyword:"pattern",params:{pattern: "^[^\\\\/\"'<>&|;#]*$"},message:"must match pattern \""+"^[^\\\\/\"'<>&|;#]*$"+"\"",schema:"^[^\\\\/\"'<>&|;#]*$",parentSchema:schema53.properties.name,data:data0};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
else {
const err5 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema53.properties.name.type,parentSchema:schema53.properties.name,data:data0};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(errors > 0){
const emErrors0 = {"minLength":[],"maxLength":[],"pattern":[]};
const templates0 = {};
for(const err6 of vErrors){
if((((((err6.keyword !== "errorMessage") && (!err6.emUsed)) && (err6.instancePath === instancePath+"/name")) && (err6.keyword in emErrors0)) && (err6.schemaPath.indexOf("#/properties/name") === 0)) && (/^\/[^\/]*$/.test(err6.schemaPath.slice(17)))){
emErrors0[err6.keyword].push(err6);
err6.emUsed = true;
}
}
for(const key0 in emErrors0){
if(emErrors0[key0].length){
const err7 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/errorMessage",keyword:"errorMessage",params:{errors: emErrors0[key0]},message:key0 in templates0 ? templates0[key0]() : schema53.properties.name.errorMessage[key0],schema:schema53.properties.name.errorMessage,parentSchema:schema53.properties.name,data:data0};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
const emErrs0 = [];
for(const err8 of vErrors){
if(!err8.emUsed){
emErrs0.push(err8);
}
}
vErrors = emErrs0;
errors = emErrs0.length;
}
}
if(data.comment !== undefined){
let data1 = data.comment;
if(typeof data1 === "string"){
if(func1(data1) > 63){
const err9 = {instancePath:instancePath+"/comment",schemaPath:"#/properties/comment/maxLength",keyword:"maxLength",params:{limit: 63},message:"must NOT have more than 63 characters",schema:63,parentSchema:schema53.properties.comment,data:data1};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
else {
const err10 = {instancePath:instancePath+"/comment",schemaPath:"#/properties/comment/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema53.properties.comment.type,parentSchema:schema53.properties.comment,data:data1};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(errors > 0){
const emErrors1 = {"maxLength":[]};
const templates1 = {};
for(const err11 of vErrors){
if((((((err11.keyword !== "errorMessage") && (!err11.emUsed)) && (err11.instancePath === instancePath+"/comment")) && (err11.keyword in emErrors1)) && (err11.schemaPath.indexOf("#/properties/comment") === 0)) && (/^\/[^\/]*$/.test(err11.schemaPath.slice(20)))){
emErrors1[err11.keyword].push(err11);
err11.emUsed = true;
}
}
for(const key1 in emErrors1){
if(emErrors1[key1].length){
const err12 = {instancePath:instancePath+"/comment",schemaPath:"#/properties/comment/errorMessage",keyword:"errorMessage",params:{errors: emErrors1[key1]},message:key1 in templates1 ? templates1[key1]() : schema53.properties.comment.errorMessage[key1],schema:schema53.properties.comment.errorMessage,parentSchema:schema53.properties.comment,data:data1};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
const emErrs1 = [];
for(const err13 of vErrors){
if(!err13.emUsed){
emErrs1.push(err13);
}
}
vErrors = emErrs1;
errors = emErrs1.length;
}
}
if(data["layer3-ipv4-rules"] !== undefined){
let data2 = data["layer3-ipv4-rules"];
if(Array.isArray(data2)){
if(data2.length < 1){
const err14 = {instancePath:instancePath+"/layer3-ipv4-rules",schemaPath:"#/properties/layer3-ipv4-rules/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items",schema:1,parentSchema:schema53.properties["layer3-ipv4-rules"],data:data2};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
const len0 = data2.length;
for(let i0=0; i0<len0; i0++){
let data3 = data2[i0];
if(data3 && typeof data3 == "object" && !Array.isArray(data3)){
if(data3["rule-id"] === undefined){
const err15 = {instancePath:instancePath+"/layer3-ipv4-rules/" + i0,schemaPath:"#/properties/layer3-ipv4-rules/items/required",keyword:"required",params:{missingProperty: "rule-id"},message:"must have required property '"+"rule-id"+"'",schema:schema53.properties["layer3-ipv4-rules"].items.required,parentSchema:schema53.properties["layer3-ipv4-rules"].items,data:data3};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
if(data3.srcaddr === undefined){
const err16 = {instancePath:instancePath+"/layer3-ipv4-rules/" + i0,schemaPath:"#/properties/layer3-ipv4-rules/items/required",keyword:"required",params:{missingProperty: "srcaddr"},message:"must have required property '"+"srcaddr"+"'",schema:schema53.properties["layer3-ipv4-rules"].items.required,parentSchema:schema53.properties["layer3-ipv4-rules"].items,data:data3};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if(data3.dstaddr === undefined){
const err17 = {instancePath:instancePath+"/layer3-ipv4-rules/" + i0,schemaPath:"#/properties/layer3-ipv4-rules/items/required",keyword:"required",params:{missingProperty: "dstaddr"},message:"must have required property '"+"dstaddr"+"'",schema:schema53.properties["layer3-ipv4-rules"].items.required,parentSchema:schema53.properties["layer3-ipv4-rules"].items,data:data3};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
if(data3.action === undefined){
const err18 = {instancePath:instancePath+"/layer3-ipv4-rules/" + i0,schemaPath:"#/properties/layer3-ipv4-rules/items/required",keyword:"required",params:{missingProperty: "action"},message:"must have required property '"+"action"+"'",schema:schema53.properties["layer3-ipv4-rules"].items.required,parentSchema:schema53.properties["layer3-ipv4-rules"].items,data:data3};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
if(data3["rule-id"] !== undefined){
let data4 = data3["rule-id"];
if(!((typeof data4 == "number") && (!(data4 % 1) && !isNaN(data4)))){
const err19 = {instancePath:instancePath+"/layer3-ipv4-rules/" + i0+"/rule-id",schemaPath:"#/properties/layer3-ipv4-rules/items/properties/rule-id/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema53.properties["layer3-ipv4-rules"].items.properties["rule-id"].type,parentSchema:schema53.properties["layer3-ipv4-rules"].items.properties["rule-id"],data:data4};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
if(typeof data4 == "number"){
if(data4 > 65535 || isNaN(data4)){
const err20 = {instancePath:instancePath+"/layer3-ipv4-rules/" + i0+"/rule-id",schemaPath:"#/properties/layer3-ipv4-rules/items/properties/rule-id/maximum",keyword:"maximum",params:{comparison: "<=", limit: 65535},message:"must be <= 65535",schema:65535,parentSchema:schema53.properties["layer3-ipv4-rules"].items.properties["rule-id"],data:data4};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
if(data4 < 1 || isNaN(data4)){
const err21 = {instancePath:instancePath+"/layer3-ipv4-rules/" + i0+"/rule-id",schemaPath:"#/properties/layer3-ipv4-rules/items/properties/rule-id/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1",schema:1,parentSchema:schema53.properties["layer3-ipv4-rules"].items.properties["rule-id"],data:data4};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
if(errors > 0){
const emErrors2 = {"minimum":[],"maximum":[],"type":[]};
const templates2 = {};
for(const err22 of vErrors){
if((((((err22.keyword !== "errorMessage") && (!err22.emUsed)) && (err22.instancePath === instancePath+"/layer3-ipv4-rules/" + i0+"/rule-id")) && (err22.keyword in emErrors2)) && (err22.schemaPath.indexOf("#/properties/layer3-ipv4-rules/items/properties/rule-id") === 0)) && (/^\/[^\/]*$/.test(err22.schemaPath.slice(55)))){
emErrors2[err22.keyword].push(err22);
err22.emUsed = true;
}
}
for(const key2 in emErrors2){
if(emErrors2[key2].length){
const err23 = {instancePath:instancePath+"/layer3-ipv4-rules/" + i0+"/rule-id",schemaPath:"#/properties/layer3-ipv4-rules/items/properties/rule-id/errorMessage",keyword:"errorMessage",params:{errors: emErrors2[key2]},message:key2 in templates2 ? templates2[key2]() : schema53.properties["layer3-ipv4-rules"].items.properties["rule-id"].errorMessage[key2],schema:schema53.properties["layer3-ipv4-rules"].items.properties["rule-id"].errorMessage,parentSchema:schema53.properties["layer3-ipv4-rules"].items.properties["rule-id"],data:data4};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
const emErrs2 = [];
for(const err24 of vErrors){
if(!err24.emUsed){
emErrs2.push(err24);
}
}
vErrors = emErrs2;
errors = emErrs2.length;
}
}
if(data3.srcaddr !== undefined){
let data5 = data3.srcaddr;
if(typeof data5 === "string"){
if(!pattern5.test(data5)){
const err25 = {instancePath:instancePath+"/layer3-ipv4-rules/" + i0+"/srcaddr",schemaPath:"#/properties/layer3-ipv4-rules/items/properties/srcaddr/pattern",keyword:"pattern",params:{pattern: "^(all|((25[0-5]|2[0-4]\\d|1?\\d?\\d)\\.){3}(25[0-5]|2[0-4]\\d|1?\\d?\\d)/(3[0-2]|[12]?\\d))$"},message:"must match pattern \""+"^(all|((25[0-5]|2[0-4]\\d|1?\\d?\\d)\\.){3}(25[0-5]|2[0-4]\\d|1?\\d?\\d)/(3[0-2]|[12]?\\d))$"+"\"",schema:"^(all|((25[0-5]|2[0-4]\\d|1?\\d?\\d)\\.){3}(25[0-5]|2[0-4]\\d|1?\\d?\\d)/(3[0-2]|[12]?\\d))$",parentSchema:schema53.properties["layer3-ipv4-rules"].items.properties.srcaddr,data:data5};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
else {
const err26 = {instancePath:instancePath+"/layer3-ipv4-rules/" + i0+"/srcaddr",schemaPath:"#/properties/layer3-ipv4-rules/items/properties/srcaddr/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema53.properties["layer3-ipv4-rules"].items.properties.srcaddr.type,parentSchema:schema53.properties["layer3-ipv4-rules"].items.properties.srcaddr,data:data5};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
if(errors > 0){
const emErrors3 = {"pattern":[]};
const templates3 = {};
for(const err27 of vErrors){
if((((((err27.keyword !== "errorMessage") && (!err27.emUsed)) && (err27.instancePath === instancePath+"/layer3-ipv4-rules/" + i0+"/srcaddr")) && (err27.keyword in emErrors3)) && (err27.schemaPath.indexOf("#/properties/layer3-ipv4-rules/items/properties/srcaddr") === 0)) && (/^\/[^\/]*$/.test(err27.schemaPath.slice(55)))){
emErrors3[err27.keyword].push(err27);
err27.emUsed = true;
}
}
for(const key3 in emErrors3){
if(emErrors3[key3].length){
const err28 = {instancePath:instancePath+"/layer3-ipv4-rules/" + i0+"/srcaddr",schemaPath:"#/properties/layer3-ipv4-rules/items/properties/srcaddr/errorMessage",keyword:"errorMessage",params:{errors: emErrors3[key3]},message:key3 in templates3 ? templates3[key3]() : schema53.properties["layer3-ipv4-rules"].items.properties.srcaddr.errorMessage[key3],schema:schema53.properties["layer3-ipv4-rules"].items.properties.srcaddr.errorMessage,parentSchema:schema53.properties["layer3-ipv4-rules"].items.properties.srcaddr,data:data5};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
const emErrs3 = [];
for(const err29 of vErrors){
if(!err29.emUsed){
emErrs3.push(err29);
}
}
vErrors = emErrs3;
errors = emErrs3.length;
}
}
if(data3.dstaddr !== undefined){
let data6 = data3.dstaddr;
if(typeof data6 === "string"){
if(!pattern5.test(data6)){
const err30 = {instancePath:instancePath+"/layer3-ipv4-rules/" + i0+"/dstaddr",schemaPath:"#/properties/layer3-ipv4-rules/items/properties/dstaddr/pattern",keyword:"pattern",params:{pattern: "^(all|((25[0-5]|2[0-4]\\d|1?\\d?\\d)\\.){3}(25[0-5]|2[0-4]\\d|1?\\d?\\d)/(3[0-2]|[12]?\\d))$"},message:"must match pattern \""+"^(all|((25[0-5]|2[0-4]\\d|1?\\d?\\d)\\.){3}(25[0-5]|2[0-4]\\d|1?\\d?\\d)/(3[0-2]|[12]?\\d))$"+"\"",schema:"^(all|((25[0-5]|2[0-4]\\d|1?\\d?\\d)\\.){3}(25[0-5]|2[0-4]\\d|1?\\d?\\d)/(3[0-2]|[12]?\\d))$",parentSchema:schema53.properties["layer3-ipv4-rules"].items.properties.dstaddr,data:data6};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
else {
const err31 = {instancePath:instancePath+"/layer3-ipv4-rules/" + i0+"/dstaddr",schemaPath:"#/properties/layer3-ipv4-rules/items/properties/dstaddr/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema53.properties["layer3-ipv4-rules"].items.properties.dstaddr.type,parentSchema:schema53.properties["layer3-ipv4-rules"].items.properties.dstaddr,data:data6};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
if(errors > 0){
const emErrors4 = {"pattern":[]};
const templates4 = {};
for(const err32 of vErrors){
if((((((err32.keyword !== "errorMessage") && (!err32.emUsed)) && (err32.instancePath === instancePath+"/layer3-ipv4-rules/" + i0+"/dstaddr")) && (err32.keyword in emErrors4)) && (err32.schemaPath.indexOf("#/properties/layer3-ipv4-rules/items/properties/dstaddr") === 0)) && (/^\/[^\/]*$/.test(err32.schemaPath.slice(55)))){
emErrors4[err32.keyword].push(err32);
err32.emUsed = true;
}
}
for(const key4 in emErrors4){
if(emErrors4[key4].length){
const err33 = {instancePath:instancePath+"/layer3-ipv4-rules/" + i0+"/dstaddr",schemaPath:"#/properties/layer3-ipv4-rules/items/properties/dstaddr/errorMessage",keyword:"errorMessage",params:{errors: emErrors4[key4]},message:key4 in templates4 ? templates4[key4]() : schema53.properties["layer3-ipv4-rules"].items.properties.dstaddr.errorMessage[key4],schema:schema53.properties["layer3-ipv4-rules"].items.properties.dstaddr.errorMessage,parentSchema:schema53.properties["layer3-ipv4-rules"].items.properties.dstaddr,data:data6};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
}
const emErrs4 = [];
for(const err34 of vErrors){
if(!err34.emUsed){
emErrs4.push(err34);
}
}
vErrors = emErrs4;
errors = emErrs4.length;
}
}
if(data3.protocol !== undefined){
let data7 = data3.protocol;
if(!((typeof data7 == "number") && (!(data7 % 1) && !isNaN(data7)))){
const err35 = {instancePath:instancePath+"/layer3-ipv4-rules/" + i0+"/protocol",schemaPath:"#/properties/layer3-ipv4-rules/items/properties/protocol/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema53.properties["layer3-ipv4-rules"].items.properties.protocol.type,parentSchema:schema53.properties["layer3-ipv4-rules"].items.properties.protocol,data:data7};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
if(typeof data7 == "number"){
if(data7 > 255 || isNaN(data7)){
const err36 = {instancePath:instancePath+"/layer3-ipv4-rules/" + i0+"/protocol",schemaPath:"#/properties/layer3-ipv4-rules/items/properties/protocol/maximum",keyword:"maximum",params:{comparison: "<=", limit: 255},message:"must be <= 255",schema:255,parentSchema:schema53.properties["layer3-ipv4-rules"].items.properties.protocol,data:data7};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
if(data7 < 0 || isNaN(data7)){
const err37 = {instancePath:instancePath+"/layer3-ipv4-rules/" + i0+"/protocol",schemaPath:"#/properties/layer3-ipv4-rules/items/properties/protocol/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema53.properties["layer3-ipv4-rules"].items.properties.protocol,data:data7};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
}
if(errors > 0){
const emErrors5 = {"minimum":[],"maximum":[],"type":[]};
const templates5 = {};
for(const err38 of vErrors){
if((((((err38.keyword !== "errorMessage") && (!err38.emUsed)) && (err38.instancePath === instancePath+"/layer3-ipv4-rules/" + i0+"/protocol")) && (err38.keyword in emErrors5)) && (err38.schemaPath.indexOf("#/properties/layer3-ipv4-rules/items/properties/protocol") === 0)) && (/^\/[^\/]*$/.test(err38.schemaPath.slice(56)))){
emErrors5[err38.keyword].push(err38);
err38.emUsed = true;
}
}
for(const key5 in emErrors5){
if(emErrors5[key5].length){
const err39 = {instancePath:instancePath+"/layer3-ipv4-rules/" + i0+"/protocol",schemaPath:"#/properties/layer3-ipv4-rules/items/properties/protocol/errorMessage",keyword:"errorMessage",params:{errors: emErrors5[key5]},message:key5 in templates5 ? templates5[key5]() : schema53.properties["layer3-ipv4-rules"].items.properties.protocol.errorMessage[key5],schema:schema53.properties["layer3-ipv4-rules"].items.properties.protocol.errorMessage,parentSchema:schema53.properties["layer3-ipv4-rules"].items.properties.protocol,data:data7};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
}
const emErrs5 = [];
for(const err40 of vErrors){
if(!err40.emUsed){
emErrs5.push(err40);
}
}
vErrors = emErrs5;
errors = emErrs5.length;
}
}
if(data3.action !== undefined){
let data8 = data3.action;
if(typeof data8 !== "string"){
const err41 = {instancePath:instancePath+"/layer3-ipv4-rules/" + i0+"/action",schemaPath:"#/properties/layer3-ipv4-rules/items/properties/action/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema53.properties["layer3-ipv4-rules"].items.properties.action.type,parentSchema:schema53.properties["layer3-ipv4-rules"].items.properties.action,data:data8};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
const _errs20 = errors;
let valid4 = false;
let passing0 = null;
const _errs21 = errors;
if("allow" !== data8){
const err42 = {instancePath:instancePath+"/layer3-ipv4-rules/" + i0+"/action",schemaPath:"#/properties/layer3-ipv4-rules/items/properties/action/oneOf/0/const",keyword:"const",params:{allowedValue: "allow"},message:"must be equal to constant",schema:"allow",parentSchema:schema53.properties["layer3-ipv4-rules"].items.properties.action.oneOf[0],data:data8};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
var _valid0 = _errs21 === errors;
if(_valid0){
valid4 = true;
passing0 = 0;
}
const _errs22 = errors;
if("deny" !== data8){
const err43 = {instancePath:instancePath+"/layer3-ipv4-rules/" + i0+"/action",schemaPath:"#/properties/layer3-ipv4-rules/items/properties/action/oneOf/1/const",keyword:"const",params:{allowedValue: "deny"},message:"must be equal to constant",schema:"deny",parentSchema:schema53.properties["layer3-ipv4-rules"].items.properties.action.oneOf[1],data:data8};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
var _valid0 = _errs22 === errors;
if(_valid0 && valid4){
valid4 = false;
passing0 = [passing0, 1];
}
else {
if(_valid0){
valid4 = true;
passing0 = 1;
}
}
if(!valid4){
const err44 = {instancePath:instancePath+"/layer3-ipv4-rules/" + i0+"/action",schemaPath:"#/properties/layer3-ipv4-rules/items/properties/action/oneOf",keyword:"oneOf",params:{passingSchemas: passing0},message:"must match exactly one schema in oneOf",schema:schema53.properties["layer3-ipv4-rules"].items.properties.action.oneOf,parentSchema:schema53.properties["layer3-ipv4-rules"].items.properties.action,data:data8};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
else {
errors = _errs20;
if(vErrors !== null){
if(_errs20){
vErrors.length = _errs20;
}
else {
vErrors = null;
}
}
}
}
}
else {
const err45 = {instancePath:instancePath+"/layer3-ipv4-rules/" + i0,schemaPath:"#/properties/layer3-ipv4-rules/items/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema53.properties["layer3-ipv4-rules"].items.type,parentSchema:schema53.properties["layer3-ipv4-rules"].items,data:data3};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
if(errors > 0){
const emErrors6 = {"required":{"rule-id":[],"srcaddr":[],"dstaddr":[]}};
const templates6 = {required:{}};
let emPropParams0;
let emParamsErrors0;
for(const err46 of vErrors){
if((((((err46.keyword !== "errorMessage") && (!err46.emUsed)) && (err46.instancePath === instancePath+"/layer3-ipv4-rules/" + i0)) && (err46.keyword in emErrors6)) && (err46.schemaPath.indexOf("#/properties/layer3-ipv4-rules/items") === 0)) && (/^\/[^\/]*$/.test(err46.schemaPath.slice(36)))){
emPropParams0 = obj0[err46.keyword];
emParamsErrors0 = emErrors6[err46.keyword][err46.params[emPropParams0]];
if(emParamsErrors0){
emParamsErrors0.push(err46);
err46.emUsed = true;
}
}
}
for(const key6 in emErrors6){
for(const keyProp0 in emErrors6[key6]){
emParamsErrors0 = emErrors6[key6][keyProp0];
if(emParamsErrors0.length){
const tmpl0 = templates6[key6] && templates6[key6][keyProp0];
const err47 = {instancePath:instancePath+"/layer3-ipv4-rules/" + i0,schemaPath:"#/properties/layer3-ipv4-rules/items/errorMessage",keyword:"errorMessage",params:{errors: emParamsErrors0},message:tmpl0 ? tmpl0() : schema53.properties["layer3-ipv4-rules"].items.errorMessage[key6][keyProp0],schema:schema53.properties["layer3-ipv4-rules"].items.errorMessage,parentSchema:schema53.properties["layer3-ipv4-rules"].items,data:data3};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
}
}
const emErrs6 = [];
for(const err48 of vErrors){
if(!err48.emUsed){
emErrs6.push(err48);
}
}
vErrors = emErrs6;
errors = emErrs6.length;
}
}
}
else {
const err49 = {instancePath:instancePath+"/layer3-ipv4-rules",schemaPath:"#/properties/layer3-ipv4-rules/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema53.properties["layer3-ipv4-rules"].type,parentSchema:schema53.properties["layer3-ipv4-rules"],data:data2};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
if(errors > 0){
const emErrors7 = {"minItems":[]};
const templates7 = {};
for(const err50 of vErrors){
if((((((err50.keyword !== "errorMessage") && (!err50.emUsed)) && (err50.instancePath === instancePath+"/layer3-ipv4-rules")) && (err50.keyword in emErrors7)) && (err50.schemaPath.indexOf("#/properties/layer3-ipv4-rules") === 0)) && (/^\/[^\/]*$/.test(err50.schemaPath.slice(30)))){
emErrors7[err50.keyword].push(err50);
err50.emUsed = true;
}
}
for(const key7 in emErrors7){
if(emErrors7[key7].length){
const err51 = {instancePath:instancePath+"/layer3-ipv4-rules",schemaPath:"#/properties/layer3-ipv4-rules/errorMessage",keyword:"errorMessage",params:{errors: emErrors7[key7]},message:key7 in templates7 ? templates7[key7]() : schema53.properties["layer3-ipv4-rules"].errorMessage[key7],schema:schema53.properties["layer3-ipv4-rules"].errorMessage,parentSchema:schema53.properties["layer3-ipv4-rules"],data:data2};
if(vErrors === null){
vErrors = [err51];
}
else {
vErrors.push(err51);
}
errors++;
}
}
const emErrs7 = [];
for(const err52 of vErrors){
if(!err52.emUsed){
emErrs7.push(err52);
}
}
vErrors = emErrs7;
errors = emErrs7.length;
}
}
}
else {
const err53 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema53.type,parentSchema:schema53,data};
if(vErrors === null){
vErrors = [err53];
}
else {
vErrors.push(err53);
}
errors++;
}
if(errors > 0){
const emErrors8 = {"required":{"name":[],"layer3-ipv4-rules":[]}};
const templates8 = {required:{}};
let emPropParams1;
let emParamsErrors1;
for(const err54 of vErrors){
if((((((err54.keyword !== "errorMessage") && (!err54.emUsed)) && (err54.instancePath === instancePath)) && (err54.keyword in emErrors8)) && (err54.schemaPath.indexOf("#") === 0)) && (/^\/[^\/]*$/.test(err54.schemaPath.slice(1)))){
emPropParams1 = obj0[err54.keyword];
emParamsErrors1 = emErrors8[err54.keyword][err54.params[emPropParams1]];
if(emParamsErrors1){
emParamsErrors1.push(err54);
err54.emUsed = true;
}
}
}
for(const key8 in emErrors8){
for(const keyProp1 in emErrors8[key8]){
emParamsErrors1 = emErrors8[key8][keyProp1];
if(emParamsErrors1.length){
const tmpl1 = templates8[key8] && templates8[key8][keyProp1];
const err55 = {instancePath,schemaPath:"#/errorMessage",keyword:"errorMessage",params:{errors: emParamsErrors1},message:tmpl1 ? tmpl1() : schema53.errorMessage[key8][keyProp1],schema:schema53.errorMessage,parentSchema:schema53,data};
if(vErrors === null){
vErrors = [err55];
}
else {
vErrors.push(err55);
}
errors++;
}
}
}
const emErrs8 = [];
for(const err56 of vErrors){
if(!err56.emUsed){
emErrs8.push(err56);
}
}
vErrors = emErrs8;
errors = emErrs8.length;
}
validate24.errors = vErrors;
return errors === 0;
}
validate24.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

exports["11fb6a75"] = validate25;
const schema54 = {"const":"allow","title":"Allow","$id":"11fb6a75"};

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
if("allow" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "allow"},message:"must be equal to constant",schema:"allow",parentSchema:schema54,data};
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
