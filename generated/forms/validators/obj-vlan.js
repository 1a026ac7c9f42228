// generated from specs/forms/obj-vlan.schema.json and obj-vlan.ui.json; do not edit, run npm run codegen
import * as __mod0_ns from "ajv/dist/runtime/ucs2length.js";
const __mod0 = __mod0_ns.default && __mod0_ns.default.__esModule ? __mod0_ns.default : __mod0_ns;
const exports = {};
exports["-32a8ae90"] = validate24;
const schema53 = {"$schema":"https://json-schema.org/draft/2020-12/schema","type":"object","additionalProperties":true,"required":["name","vlanid"],"properties":{"name":{"type":"string","title":"Name","minLength":1,"maxLength":15,"pattern":"^[^\\\\/\"'<>&|;#]*$","errorMessage":{"minLength":"This field is required.","maxLength":"The name cannot be longer than 15 characters.","pattern":"The name cannot contain \\ / \" ' < > & | ; #"}},"vlanid":{"type":"integer","title":"VLAN ID","minimum":1,"maximum":4094,"errorMessage":{"minimum":"VLAN ID must be between 1 and 4094.","maximum":"VLAN ID must be between 1 and 4094.","type":"VLAN ID must be a whole number."},"description":"802.1Q VLAN ID."},"ip":{"type":"string","title":"IP/Netmask","pattern":"^((25[0-5]|2[0-4]\\d|1?\\d?\\d)\\.){3}(25[0-5]|2[0-4]\\d|1?\\d?\\d)/(3[0-2]|[12]?\\d)$","errorMessage":{"pattern":"Enter an IPv4 address with its prefix length, e.g. 10.10.20.1/24."}},"dhcp-server":{"type":"string","title":"DHCP Server","oneOf":[{"const":"enable","title":"Enable"},{"const":"disable","title":"Disable"}],"default":"disable"},"color":{"type":"integer","title":"Color","minimum":0,"maximum":32,"errorMessage":{"minimum":"Color must be between 0 and 32.","maximum":"Color must be between 0 and 32.","type":"Color must be a whole number."},"default":0},"comments":{"type":"string","title":"Comments","maxLength":255,"errorMessage":{"maxLength":"Comments cannot be longer than 255 characters."}}},"errorMessage":{"required":{"name":"This field is required.","vlanid":"This field is required."}},"$id":"-32a8ae90"};
const func1 = __mod0.default;
const pattern4 = new RegExp("^[^\\\\/\"'<>&|;#]*$", "u");
const pattern5 = new RegExp("^((25[0-5]|2[0-4]\\d|1?\\d?\\d)\\.){3}(25[0-5]|2[0-4]\\d|1?\\d?\\d)/(3[0-2]|[12]?\\d)$", "u");
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
if(data.vlanid === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "vlanid"},message:"must have required property '"+"vlanid"+"'",schema:schema53.required,parentSchema:schema53,data};
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
if(func1(data0) > 15){
const err2 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/maxLength",keyword:"maxLength",params:{limit: 15},message:"must NOT have more than 15 characters",schema:15,parentSchema:schema53.properties.name,data:data0};
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
if(data.vlanid !== undefined){
let data1 = data.vlanid;
if(!((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1)))){
const err9 = {instancePath:instancePath+"/vlanid",schemaPath:"#/properties/vlanid/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema53.properties.vlanid.type,parentSchema:schema53.properties.vlanid,data:data1};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(typeof data1 == "number"){
if(data1 > 4094 || isNaN(data1)){
const err10 = {instancePath:instancePath+"/vlanid",schemaPath:"#/properties/vlanid/maximum",keyword:"maximum",params:{comparison: "<=", limit: 4094},message:"must be <= 4094",schema:4094,parentSchema:schema53.properties.vlanid,data:data1};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(data1 < 1 || isNaN(data1)){
const err11 = {instancePath:instancePath+"/vlanid",schemaPath:"#/properties/vlanid/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1",schema:1,parentSchema:schema53.properties.vlanid,data:data1};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(errors > 0){
const emErrors1 = {"minimum":[],"maximum":[],"type":[]};
const templates1 = {};
for(const err12 of vErrors){
if((((((err12.keyword !== "errorMessage") && (!err12.emUsed)) && (err12.instancePath === instancePath+"/vlanid")) && (err12.keyword in emErrors1)) && (err12.schemaPath.indexOf("#/properties/vlanid") === 0)) && (/^\/[^\/]*$/.test(err12.schemaPath.slice(19)))){
emErrors1[err12.keyword].push(err12);
err12.emUsed = true;
}
}
for(const key1 in emErrors1){
if(emErrors1[key1].length){
const err13 = {instancePath:instancePath+"/vlanid",schemaPath:"#/properties/vlanid/errorMessage",keyword:"errorMessage",params:{errors: emErrors1[key1]},message:key1 in templates1 ? templates1[key1]() : schema53.properties.vlanid.errorMessage[key1],schema:schema53.properties.vlanid.errorMessage,parentSchema:schema53.properties.vlanid,data:data1};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
const emErrs1 = [];
for(const err14 of vErrors){
if(!err14.emUsed){
emErrs1.push(err14);
}
}
vErrors = emErrs1;
errors = emErrs1.length;
}
}
if(data.ip !== undefined){
let data2 = data.ip;
if(typeof data2 === "string"){
if(!pattern5.test(data2)){
const err15 = {instancePath:instancePath+"/ip",schemaPath:"#/properties/ip/pattern",keyword:"pattern",params:{pattern: "^((25[0-5]|2[0-4]\\d|1?\\d?\\d)\\.){3}(25[0-5]|2[0-4]\\d|1?\\d?\\d)/(3[0-2]|[12]?\\d)$"},message:"must match pattern \""+"^((25[0-5]|2[0-4]\\d|1?\\d?\\d)\\.){3}(25[0-5]|2[0-4]\\d|1?\\d?\\d)/(3[0-2]|[12]?\\d)$"+"\"",schema:"^((25[0-5]|2[0-4]\\d|1?\\d?\\d)\\.){3}(25[0-5]|2[0-4]\\d|1?\\d?\\d)/(3[0-2]|[12]?\\d)$",parentSchema:schema53.properties.ip,data:data2};
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
const err16 = {instancePath:instancePath+"/ip",schemaPath:"#/properties/ip/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema53.properties.ip.type,parentSchema:schema53.properties.ip,data:data2};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if(errors > 0){
const emErrors2 = {"pattern":[]};
const templates2 = {};
for(const err17 of vErrors){
if((((((err17.keyword !== "errorMessage") && (!err17.emUsed)) && (err17.instancePath === instancePath+"/ip")) && (err17.keyword in emErrors2)) && (err17.schemaPath.indexOf("#/properties/ip") === 0)) && (/^\/[^\/]*$/.test(err17.schemaPath.slice(15)))){
emErrors2[err17.keyword].push(err17);
err17.emUsed = true;
}
}
for(const key2 in emErrors2){
if(emErrors2[key2].length){
const err18 = {instancePath:instancePath+"/ip",schemaPath:"#/properties/ip/errorMessage",keyword:"errorMessage",params:{errors: emErrors2[key2]},message:key2 in templates2 ? templates2[key2]() : schema53.properties.ip.errorMessage[key2],schema:schema53.properties.ip.errorMessage,parentSchema:schema53.properties.ip,data:data2};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
const emErrs2 = [];
for(const err19 of vErrors){
if(!err19.emUsed){
emErrs2.push(err19);
}
}
vErrors = emErrs2;
errors = emErrs2.length;
}
}
if(data["dhcp-server"] !== undefined){
let data3 = data["dhcp-server"];
if(typeof data3 !== "string"){
const err20 = {instancePath:instancePath+"/dhcp-server",schemaPath:"#/properties/dhcp-server/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema53.properties["dhcp-server"].type,parentSchema:schema53.properties["dhcp-server"],data:data3};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
const _errs10 = errors;
let valid1 = false;
let passing0 = null;
const _errs11 = errors;
if("enable" !== data3){
const err21 = {instancePath:instancePath+"/dhcp-server",schemaPath:"#/properties/dhcp-server/oneOf/0/const",keyword:"const",params:{allowedValue: "enable"},message:"must be equal to constant",schema:"enable",parentSchema:schema53.properties["dhcp-server"].oneOf[0],data:data3};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
var _valid0 = _errs11 === errors;
if(_valid0){
valid1 = true;
passing0 = 0;
}
const _errs12 = errors;
if("disable" !== data3){
const err22 = {instancePath:instancePath+"/dhcp-server",schemaPath:"#/properties/dhcp-server/oneOf/1/const",keyword:"const",params:{allowedValue: "disable"},message:"must be equal to constant",schema:"disable",parentSchema:schema53.properties["dhcp-server"].oneOf[1],data:data3};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
var _valid0 = _errs12 === errors;
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
const err23 = {instancePath:instancePath+"/dhcp-server",schemaPath:"#/properties/dhcp-server/oneOf",keyword:"oneOf",params:{passingSchemas: passing0},message:"must match exactly one schema in oneOf",schema:schema53.properties["dhcp-server"].oneOf,parentSchema:schema53.properties["dhcp-server"],data:data3};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
else {
errors = _errs10;
if(vErrors !== null){
if(_errs10){
vErrors.length = _errs10;
}
else {
vErrors = null;
}
}
}
}
if(data.color !== undefined){
let data4 = data.color;
if(!((typeof data4 == "number") && (!(data4 % 1) && !isNaN(data4)))){
const err24 = {instancePath:instancePath+"/color",schemaPath:"#/properties/color/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema53.properties.color.type,parentSchema:schema53.properties.color,data:data4};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
if(typeof data4 == "number"){
if(data4 > 32 || isNaN(data4)){
const err25 = {instancePath:instancePath+"/color",schemaPath:"#/properties/color/maximum",keyword:"maximum",params:{comparison: "<=", limit: 32},message:"must be <= 32",schema:32,parentSchema:schema53.properties.color,data:data4};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
if(data4 < 0 || isNaN(data4)){
const err26 = {instancePath:instancePath+"/color",schemaPath:"#/properties/color/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema53.properties.color,data:data4};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
if(errors > 0){
const emErrors3 = {"minimum":[],"maximum":[],"type":[]};
const templates3 = {};
for(const err27 of vErrors){
if((((((err27.keyword !== "errorMessage") && (!err27.emUsed)) && (err27.instancePath === instancePath+"/color")) && (err27.keyword in emErrors3)) && (err27.schemaPath.indexOf("#/properties/color") === 0)) && (/^\/[^\/]*$/.test(err27.schemaPath.slice(18)))){
emErrors3[err27.keyword].push(err27);
err27.emUsed = true;
}
}
for(const key3 in emErrors3){
if(emErrors3[key3].length){
const err28 = {instancePath:instancePath+"/color",schemaPath:"#/properties/color/errorMessage",keyword:"errorMessage",params:{errors: emErrors3[key3]},message:key3 in templates3 ? templates3[key3]() : schema53.properties.color.errorMessage[key3],schema:schema53.properties.color.errorMessage,parentSchema:schema53.properties.color,data:data4};
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
if(data.comments !== undefined){
let data5 = data.comments;
if(typeof data5 === "string"){
if(func1(data5) > 255){
const err30 = {instancePath:instancePath+"/comments",schemaPath:"#/properties/comments/maxLength",keyword:"maxLength",params:{limit: 255},message:"must NOT have more than 255 characters",schema:255,parentSchema:schema53.properties.comments,data:data5};
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
const err31 = {instancePath:instancePath+"/comments",schemaPath:"#/properties/comments/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema53.properties.comments.type,parentSchema:schema53.properties.comments,data:data5};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
if(errors > 0){
const emErrors4 = {"maxLength":[]};
const templates4 = {};
for(const err32 of vErrors){
if((((((err32.keyword !== "errorMessage") && (!err32.emUsed)) && (err32.instancePath === instancePath+"/comments")) && (err32.keyword in emErrors4)) && (err32.schemaPath.indexOf("#/properties/comments") === 0)) && (/^\/[^\/]*$/.test(err32.schemaPath.slice(21)))){
emErrors4[err32.keyword].push(err32);
err32.emUsed = true;
}
}
for(const key4 in emErrors4){
if(emErrors4[key4].length){
const err33 = {instancePath:instancePath+"/comments",schemaPath:"#/properties/comments/errorMessage",keyword:"errorMessage",params:{errors: emErrors4[key4]},message:key4 in templates4 ? templates4[key4]() : schema53.properties.comments.errorMessage[key4],schema:schema53.properties.comments.errorMessage,parentSchema:schema53.properties.comments,data:data5};
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
}
else {
const err35 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema53.type,parentSchema:schema53,data};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
if(errors > 0){
const emErrors5 = {"required":{"name":[],"vlanid":[]}};
const templates5 = {required:{}};
let emPropParams0;
let emParamsErrors0;
for(const err36 of vErrors){
if((((((err36.keyword !== "errorMessage") && (!err36.emUsed)) && (err36.instancePath === instancePath)) && (err36.keyword in emErrors5)) && (err36.schemaPath.indexOf("#") === 0)) && (/^\/[^\/]*$/.test(err36.schemaPath.slice(1)))){
emPropParams0 = obj0[err36.keyword];
emParamsErrors0 = emErrors5[err36.keyword][err36.params[emPropParams0]];
if(emParamsErrors0){
emParamsErrors0.push(err36);
err36.emUsed = true;
}
}
}
for(const key5 in emErrors5){
for(const keyProp0 in emErrors5[key5]){
emParamsErrors0 = emErrors5[key5][keyProp0];
if(emParamsErrors0.length){
const tmpl0 = templates5[key5] && templates5[key5][keyProp0];
const err37 = {instancePath,schemaPath:"#/errorMessage",keyword:"errorMessage",params:{errors: emParamsErrors0},message:tmpl0 ? tmpl0() : schema53.errorMessage[key5][keyProp0],schema:schema53.errorMessage,parentSchema:schema53,data};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
}
}
const emErrs5 = [];
for(const err38 of vErrors){
if(!err38.emUsed){
emErrs5.push(err38);
}
}
vErrors = emErrs5;
errors = emErrs5.length;
}
validate24.errors = vErrors;
return errors === 0;
}
validate24.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

exports["4fa2a2d7"] = validate25;
const schema54 = {"const":"enable","title":"Enable","$id":"4fa2a2d7"};

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
if("enable" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "enable"},message:"must be equal to constant",schema:"enable",parentSchema:schema54,data};
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

exports["78fd03b3"] = validate26;
const schema55 = {"const":"disable","title":"Disable","$id":"78fd03b3"};

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
if("disable" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "disable"},message:"must be equal to constant",schema:"disable",parentSchema:schema55,data};
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
